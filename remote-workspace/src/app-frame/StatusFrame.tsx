import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AccountFooter } from '../sidebar/AccountFooter';

const Frame = styled.section`
  max-width: 560px;
  margin: 10vh auto 0;
  border: 1px solid var(--quire-border);
  border-radius: var(--quire-radius-medium, 8px);

  & > div {
    padding: 16px;
  }
`;

/** Signed in but no page to show yet (opening a workspace, or it failed): what is happening, and the account. */
export function StatusFrame({ children }: { children: ReactNode }) {
  return (
    <Frame data-testid="workspace-frame">
      <div>{children}</div>
      <AccountFooter />
    </Frame>
  );
}
