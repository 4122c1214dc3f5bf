import { notify } from '@quire/shared';
import { cellText, FieldType, type DatabaseField, type RowModel } from '@quire/shared/collab';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CoverMenu } from '../../page/CoverMenu';
import { IconPicker } from '../../sidebar/icons/IconPicker';
import { rowCoverStyle } from '../board/rowCover';
import { writeCell } from '../data/commands';
import type { DatabaseStore } from '../data/databaseStore';
import { setRowMeta } from '../data/writes';
import { rowCoverOf } from './rowCoverValue';
import { Title, ToolButton } from './rowStyles';

const CoverBox = styled.div`
  height: 160px;
  background-position: center;
  background-size: cover;
`;

const Anchor = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  align-items: center;
  margin-top: 12px;
`;

const IconButton = styled.button.attrs({ type: 'button' })`
  padding: 4px;
  border: 0;
  border-radius: var(--quire-radius-small);
  background: transparent;
  font-size: 48px;
  line-height: 1;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: var(--quire-hover);
  }
`;

/** The longest title typed here (the model refuses longer cells). */
const MAX_TITLE = 10_000;

interface Props {
  store: DatabaseStore;
  row: RowModel;
  primary: DatabaseField | undefined;
  readOnly: boolean;
  /** Enter in the title: on to the row's document. */
  onEnter: () => void;
}

/** The row's cover and icon (each set or removed) and its primary field as the title. */
export function RowCoverView({ store, row }: Pick<Props, 'store' | 'row'>) {
  const style = rowCoverStyle(store.rowDoc(row.id), row.id);
  return style === null ? null : <CoverBox data-testid="row-cover" style={style} />;
}

export function RowHeader({ store, row, primary, readOnly, onEnter }: Props) {
  const { t } = useTranslation();
  const [picker, setPicker] = useState<'icon' | 'cover' | null>(null);
  const stored = primary === undefined ? '' : cellText(primary, row);
  const [title, setTitle] = useState(stored);
  // Someone else's rename shows at once unless this reader is typing.
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (!typing) setTitle(stored);
  }, [stored, typing]);
  const doc = store.rowDoc(row.id);
  const hasCover = rowCoverStyle(doc, row.id) !== null;
  const meta = (patch: Parameters<typeof setRowMeta>[1]) => {
    if (doc !== undefined) setRowMeta(doc, patch);
  };
  const save = () => {
    setTyping(false);
    if (primary === undefined || title === stored) return;
    writeCell(store, row.id, primary.id, { type: FieldType.RichText, data: title });
  };

  return (
    <>
      <Anchor>
        {row.icon === undefined ? null : (
          <IconButton
            data-testid="row-icon"
            disabled={readOnly}
            aria-label={t('workspace.page.icon.change', 'Change icon')}
            onClick={() => {
              setPicker('icon');
            }}
          >
            {row.icon}
          </IconButton>
        )}
        {readOnly ? null : (
          <>
            {row.icon === undefined ? (
              <ToolButton
                onClick={() => {
                  setPicker('icon');
                }}
              >
                {t('workspace.page.icon.add', 'Add icon')}
              </ToolButton>
            ) : (
              <ToolButton
                onClick={() => {
                  meta({ icon: '' });
                }}
              >
                {t('workspace.database.rowPage.removeIcon', 'Remove icon')}
              </ToolButton>
            )}
            <ToolButton
              aria-expanded={picker === 'cover'}
              onClick={() => {
                setPicker('cover');
              }}
            >
              {hasCover
                ? t('workspace.page.cover.change', 'Change cover')
                : t('workspace.page.cover.add', 'Add cover')}
            </ToolButton>
          </>
        )}
        {picker === 'icon' && !readOnly ? (
          <IconPicker
            onClose={() => {
              setPicker(null);
            }}
            onPick={(icon) => {
              setPicker(null);
              // A row's icon is an emoji (AppFlowy's icon_id): pictures and the icon set are for pages.
              if (icon === null) meta({ icon: '' });
              else if (icon.ty === 0) meta({ icon: icon.value });
              else notify.warning(t('workspace.database.rowPage.emojiOnly', 'A row’s icon is an emoji.'));
            }}
          />
        ) : null}
        {picker === 'cover' && !readOnly ? (
          <CoverMenu
            placement={{ left: '0' }}
            removable={hasCover}
            onClose={() => {
              setPicker(null);
            }}
            onPick={(cover) => {
              meta({ cover: rowCoverOf(cover) });
            }}
          />
        ) : null}
      </Anchor>
      <Title
        data-testid="row-title"
        rows={1}
        value={title}
        readOnly={readOnly || primary === undefined}
        maxLength={MAX_TITLE}
        placeholder={t('workspace.database.rowPage.untitled', 'Untitled')}
        aria-label={primary?.name ?? t('workspace.database.rowPage.title', 'Title')}
        onChange={(event) => {
          setTyping(true);
          setTitle(event.target.value.replace(/\n/g, ' '));
        }}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          save();
          onEnter();
        }}
      />
    </>
  );
}
