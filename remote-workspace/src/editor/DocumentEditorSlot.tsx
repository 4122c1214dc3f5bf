import { Button, withPreloadError } from '@quire/shared';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DocumentEditorProps } from './DocumentEditor';

const Message = styled.p`
  color: var(--quire-text-secondary);
`;

/** Loads the editor's module (the `document-editor` chunk). */
export type EditorLoader = () => Promise<{ default: ComponentType<DocumentEditorProps> }>;

interface BoundaryProps {
  /** A new value (another page) clears a caught error. */
  resetKey: string;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches what the editor's chunk or the editor throws, so the rest of the page stays usable. */
class EditorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

function EditorFailure({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Message role="alert" data-testid="document-editor-failed">
      {t('workspace.editor.crashed', 'The editor could not be opened.')}{' '}
      <Button size="small" variant="ghost" onClick={retry}>
        {t('workspace.editor.retry', 'Try again')}
      </Button>
    </Message>
  );
}

/**
 * The page body's editor, loaded through `load` behind a loading line and an error boundary: a chunk that
 * fails to load, or an editor that throws while rendering, shows a message with Try again instead of taking
 * the page down. Try again imports the chunk afresh when the import failed (React keeps a failed lazy
 * component failed), and renders the editor again.
 */
export function createDocumentEditorSlot(load: EditorLoader): ComponentType<DocumentEditorProps> {
  let importFailed = false;
  const lazyEditor = () =>
    lazy(() =>
      withPreloadError(load).catch((error: unknown) => {
        importFailed = true;
        throw error;
      }),
    );
  let Editor = lazyEditor();
  const reload = () => {
    if (!importFailed) return;
    importFailed = false;
    Editor = lazyEditor();
  };

  return function DocumentEditorSlot(props: DocumentEditorProps) {
    const { t } = useTranslation();
    // Re-renders the slot, so that it reads the component `reload` may have replaced.
    const [, setAttempt] = useState(0);
    return (
      <EditorBoundary
        resetKey={`${props.workspaceId}/${props.collab?.objectId ?? props.viewId}`}
        fallback={(retry) => <EditorFailure retry={retry} />}
        onRetry={() => {
          reload();
          setAttempt((attempt) => attempt + 1);
        }}
      >
        <Suspense
          fallback={
            <Message data-testid="document-loading">
              {t('workspace.editor.loading', 'Loading the page…')}
            </Message>
          }
        >
          <Editor {...props} />
        </Suspense>
      </EditorBoundary>
    );
  };
}
