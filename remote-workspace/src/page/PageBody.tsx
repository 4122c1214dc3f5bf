import { useCallback, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { layoutName, type ViewLayout } from '../data';
import { DatabaseView } from '../database';
import { DocumentEditorSlot, type Handover } from '../editor';
import { LayoutPlaceholder } from './LayoutPlaceholder';

const Body = styled.div`
  min-height: 120px;
  padding: 8px 0 48px;
  outline: none;
`;

interface Props {
  workspaceId: string;
  viewId: string;
  layout: ViewLayout;
  readOnly: boolean;
  /** Text Enter split off the title (EDT-01): the document's new first paragraph. */
  handedOver: Handover | null;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The page body. A document shows its editor, loaded on demand so the rest of the page is usable before the
 * editor's code arrives (and if it never does); focus given to the body (from the title, EDT-04/05) goes on
 * to the editor. A grid, board or calendar page shows its database's views (read-only for guests); an AI chat
 * page says what it is and that its view is coming.
 */
export function PageBody({ workspaceId, viewId, layout, readOnly, handedOver, ref }: Props) {
  const { t } = useTranslation();
  const kind = layoutName(layout);
  const focusEditor = useRef<(() => void) | null>(null);
  const onFocusable = useCallback((focus: () => void) => {
    focusEditor.current = focus;
  }, []);
  return (
    <Body
      ref={ref}
      data-testid="page-body"
      role="region"
      tabIndex={-1}
      aria-label={t('workspace.page.bodyLabel', 'Page content')}
      onFocus={(event) => {
        if (event.target === event.currentTarget) focusEditor.current?.();
      }}
    >
      {kind === 'document' ? (
        <DocumentEditorSlot
          workspaceId={workspaceId}
          viewId={viewId}
          readOnly={readOnly}
          handedOver={handedOver}
          onFocusable={onFocusable}
        />
      ) : kind === 'grid' || kind === 'board' || kind === 'calendar' ? (
        <DatabaseView workspaceId={workspaceId} viewId={viewId} readOnly={readOnly} />
      ) : (
        <LayoutPlaceholder layout={layout} name={kind} />
      )}
    </Body>
  );
}
