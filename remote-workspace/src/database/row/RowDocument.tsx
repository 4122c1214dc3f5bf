import { SpecMessages } from '@quire/shared';
import { rowDocumentId } from '@quire/shared/collab';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentEditorSlot, type DocumentCollab } from '../../editor';
import type { DatabaseStore } from '../data/databaseStore';
import { setRowMeta } from '../data/writes';
import { Status } from './rowStyles';

interface Props {
  store: DatabaseStore;
  workspaceId: string;
  /** The database page's view: where files dropped in the document are stored, and its page context. */
  pageViewId: string;
  rowId: string;
  readOnly: boolean;
  onFocusable: (focus: () => void) => void;
}

/**
 * The row's own document in the pages' editor: collab `rowDocumentId(rowId)`, created on its first open under
 * the row (DocumentSync's `create`); once this reader types into it, the row's meta says it is not empty. A
 * guest opens it without creating it.
 */
export function RowDocument({ store, workspaceId, pageViewId, rowId, readOnly, onFocusable }: Props) {
  const { t } = useTranslation();
  const documentId = rowDocumentId(rowId);
  const collab = useMemo<DocumentCollab | undefined>(
    () =>
      documentId === undefined
        ? undefined
        : {
            objectId: documentId,
            ...(readOnly ? {} : { create: { parentId: rowId } }),
            onEdited: () => {
              const doc = store.rowDoc(rowId);
              if (doc !== undefined) setRowMeta(doc, { isDocumentEmpty: false });
            },
          },
    [documentId, readOnly, rowId, store],
  );
  // A row id that is not a UUID has no document id (rows made elsewhere may carry any id).
  if (collab === undefined) {
    return (
      <Status role="alert">{t('workspace.editor.createFailed', SpecMessages.failedToCreateRowDoc)}</Status>
    );
  }
  return (
    <div data-testid="row-document">
      <DocumentEditorSlot
        workspaceId={workspaceId}
        viewId={pageViewId}
        readOnly={readOnly}
        handedOver={null}
        onFocusable={onFocusable}
        collab={collab}
      />
    </div>
  );
}
