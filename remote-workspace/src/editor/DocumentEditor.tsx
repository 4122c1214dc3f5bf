import { Button, selectUserId, SpecMessages, useAppSelector, type CollabCreate } from '@quire/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { blockStyles } from './blockStyles';
import { BoundEditor } from './BoundEditor';
import { EditorPageProvider } from './EditorPageProvider';
import type { Handover } from './handover';
import { longDocumentStyles } from './longDocument/longDocumentStyles';
import { useProvidePagePresence } from './presence/pagePresence';
import { useSharedPresence } from './presence/useSharedPresence';
import { SyncIndicator } from './SyncIndicator';
import { useDocumentSync } from './useDocumentSync';
import { useFirstEdit } from './useFirstEdit';

export interface DocumentEditorProps {
  workspaceId: string;
  viewId: string;
  readOnly: boolean;
  handedOver: Handover | null;
  onFocusable?: (focus: () => void) => void;
  /**
   * Another document than the view's own (a database row's document): its collab id, made here when the server
   * lacks it (`create`), and told once this client first writes text into it (`onEdited`).
   */
  collab?: DocumentCollab;
}

export interface DocumentCollab {
  objectId: string;
  create?: CollabCreate;
  onEdited?: () => void;
}

const Frame = styled.div`
  position: relative;

  /* BlockNote pads its blocks for the side menu; the page already has its margins. */
  .bn-editor {
    padding-inline: 0;
  }

  .quire-callout {
    display: flex;
    gap: 8px;
    padding: 8px 12px;
    border-radius: var(--quire-radius-medium);
    background: var(--quire-surface);
  }

  /* Mentions and formulas: read-only chips. */
  .quire-inline-object {
    padding: 0 4px;
    border-radius: var(--quire-radius-small, 4px);
    background: var(--quire-surface);
    white-space: nowrap;
    cursor: default;
  }

  .quire-inline-page {
    text-decoration: underline;
    text-decoration-color: var(--quire-border);
    cursor: pointer;
  }

  .quire-inline-formula {
    font-family: 'KaTeX_Main', 'Times New Roman', serif;
    font-style: italic;
  }

  /* Find in page: every occurrence, the current one stronger. */
  .quire-find-match {
    border-radius: 2px;
    background: color-mix(in srgb, #ffd400 35%, transparent);
  }

  .quire-find-current {
    background: color-mix(in srgb, #ff9500 60%, transparent);
  }

  /* Collaborators' carets, named, and their selections. */
  .quire-remote-caret {
    position: relative;
    margin-inline: -1px;
    border-left: 2px solid var(--remote-caret-color);
    pointer-events: none;
  }

  .quire-remote-caret::after {
    position: absolute;
    bottom: 100%;
    left: -2px;
    padding: 0 4px;
    border-radius: 3px;
    background-color: var(--remote-caret-color);
    color: #fff;
    content: attr(data-name);
    font-size: 11px;
    line-height: 1.4;
    white-space: nowrap;
    user-select: none;
  }

  .quire-image-failed {
    margin-top: 4px;
    color: var(--quire-error);
    font-size: 0.9em;
  }

  ${blockStyles}

  ${longDocumentStyles}

  .quire-unsupported-block {
    padding: 8px 12px;
    border: 1px dashed var(--quire-border);
    border-radius: var(--quire-radius-medium);
    color: var(--quire-text-secondary);
    font-size: 0.9em;
  }
`;

const StatusRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  justify-content: flex-end;
  min-height: 16px;
`;

const Message = styled.p`
  color: var(--quire-text-secondary);
`;

function Editor({ userId, ...props }: DocumentEditorProps & { userId: string }) {
  const { t } = useTranslation();
  const objectId = props.collab?.objectId ?? props.viewId;
  const load = useDocumentSync(userId, props.workspaceId, objectId, props.collab?.create);
  useFirstEdit(load.state === 'ready' ? load.sync.doc : null, props.collab?.onEdited);
  useSharedPresence(load.state === 'ready' ? load.sync : null, userId);
  useProvidePagePresence(load.state === 'ready' ? (load.sync.presence ?? null) : null);
  switch (load.state) {
    case 'loading':
      return (
        <Message data-testid="document-loading">{t('workspace.editor.loading', 'Loading the page…')}</Message>
      );
    case 'failed':
      return (
        <Message role="alert" data-testid="document-load-failed">
          {t('workspace.editor.loadFailed', 'The page content could not be loaded.')}{' '}
          <Button size="small" variant="ghost" onClick={load.retry}>
            {t('workspace.editor.retry', 'Try again')}
          </Button>
        </Message>
      );
    case 'createFailed':
      return (
        <Message role="alert" data-testid="document-create-failed">
          {t('workspace.editor.createFailed', SpecMessages.failedToCreateRowDoc)}{' '}
          <Button size="small" variant="ghost" onClick={load.retry}>
            {t('workspace.editor.retryCreate', 'Retry')}
          </Button>
        </Message>
      );
    case 'ready':
      return (
        <Frame>
          <StatusRow>
            <SyncIndicator sync={load.sync} />
          </StatusRow>
          <EditorPageProvider workspaceId={props.workspaceId} viewId={props.viewId}>
            <BoundEditor
              key={objectId}
              doc={load.sync.doc}
              target={{ workspaceId: props.workspaceId, viewId: props.viewId }}
              readOnly={props.readOnly}
              handedOver={props.handedOver}
              presence={load.sync.presence ?? null}
              {...(props.onFocusable === undefined ? {} : { onFocusable: props.onFocusable })}
            />
          </EditorPageProvider>
        </Frame>
      );
  }
}

/** A document page's body: its collab opened and synced, shown in the BlockNote editor. */
export default function DocumentEditor(props: DocumentEditorProps) {
  const userId = useAppSelector(selectUserId);
  if (userId === null) return null;
  return (
    <Editor
      key={`${props.workspaceId}/${props.collab?.objectId ?? props.viewId}`}
      userId={userId}
      {...props}
    />
  );
}
