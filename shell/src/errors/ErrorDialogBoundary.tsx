import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorDialog } from './ErrorDialog';
import { errorMessage } from './errorMessage';

interface Props {
  children: ReactNode;
  /** Injected so tests can observe it; the page uses location.reload. */
  reload?: () => void;
}

type State = { failed: false } | { failed: true; message: string };

/**
 * Catches render errors outside the remotes (those stay in their routes, see RemoteRenderBoundary).
 * Closing the dialog renders the children again: a transient error recovers, a lasting one reopens it.
 */
export class ErrorDialogBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, message: errorMessage(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  private readonly reload = () => {
    if (this.props.reload) this.props.reload();
    else window.location.reload();
  };

  private readonly close = () => {
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ErrorDialog message={this.state.message} onReload={this.reload} onClose={this.close} />;
  }
}
