import { Select } from '@quire/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PublishedEntry } from '../../data/publish';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 13px;
`;

interface Props {
  /** The default page's view id, or null. */
  current: string | null;
  /** The published pages it can be. */
  pages: readonly PublishedEntry[];
  /** Only the Owner may change it. */
  canEdit: boolean;
  busy: boolean;
  /** A page id, or null to clear it. */
  onChange: (viewId: string | null) => void;
}

/** The page `/{namespace}` alone opens (AppFlowy's "homepage" of a site): one of the published pages, or none. */
export function HomePageField({ current, pages, canEdit, busy, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const known = current === null || pages.some((entry) => entry.view.view_id === current);
  return (
    <Field>
      <label htmlFor={id}>{t('workspace.sites.home.label', 'Home page')}</label>
      <Select
        id={id}
        data-testid="home-page-select"
        value={current ?? ''}
        disabled={!canEdit || busy}
        onChange={(event) => {
          onChange(event.target.value === '' ? null : event.target.value);
        }}
      >
        <option value="">{t('workspace.sites.home.none', 'None')}</option>
        {!known && <option value={current}>{current}</option>}
        {pages.map((entry) => (
          <option key={entry.view.view_id} value={entry.view.view_id}>
            {entry.view.name === '' ? t('workspace.sites.home.untitled', 'Untitled') : entry.view.name} (
            {entry.info.publish_name})
          </option>
        ))}
      </Select>
    </Field>
  );
}
