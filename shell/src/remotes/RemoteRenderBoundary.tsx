import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remote: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

type State = { failed: false } | { failed: true; error: unknown };

/**
 * Keeps a remote that throws while rendering inside its own route: the error becomes that route's error
 * state instead of reaching the shell's full-screen error dialog. Reset by remounting (the caller keys it).
 */
export class RemoteRenderBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The ${this.props.remote} remote failed while rendering`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
