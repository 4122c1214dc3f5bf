import { selectLoginDialog, uiActions, useAppDispatch, useAppSelector } from '@quire/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RemoteView } from '../remotes/RemoteView';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  align-items: center;
  justify-content: center;
  background: var(--quire-overlay);
`;

const Panel = styled.div`
  width: min(480px, calc(100% - 32px));
  border-radius: 12px;
  background: var(--quire-surface-raised);
  color: var(--quire-text);
`;

function DialogFrame({ children }: { children: ReactNode }) {
  return (
    <Overlay>
      <Panel>{children}</Panel>
    </Overlay>
  );
}

/**
 * Any screen opens the login dialog by dispatching `uiActions.openLoginDialog({ redirectTo })` (LOG-12);
 * the shell answers by mounting the auth remote's dialog, which closes itself through the store.
 */
export function LoginDialogHost() {
  const { open } = useAppSelector(selectLoginDialog);
  const dispatch = useAppDispatch();
  if (!open) return null;
  return (
    <RemoteView
      id="auth/LoginDialog"
      frame={DialogFrame}
      onDismiss={() => {
        dispatch(uiActions.closeLoginDialog());
      }}
    />
  );
}
