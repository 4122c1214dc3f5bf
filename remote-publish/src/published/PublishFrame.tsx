import { BuildLabel } from '@quire/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BUILD_INFO } from '../build/buildInfo';

const Root = styled.div`
  min-height: 100vh;
  display: flex;
`;

// Spec 000 §9: the default sidebar width is 268 px.
const Sidebar = styled.aside`
  flex: 0 0 268px;
  position: sticky;
  top: 0;
  align-self: flex-start;
  max-height: 100vh;
  overflow-y: auto;
  padding: 16px 8px;
  border-right: 1px solid var(--quire-border);
  @media (max-width: 768px) {
    display: none;
  }
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Content = styled.main`
  flex: 1;
  width: 100%;
  max-width: 988px;
  margin: 0 auto;
  padding: 48px 24px;
`;

interface Props {
  state: string;
  sidebar?: ReactNode;
  children: ReactNode;
}

/** The root of every state of the published page (test id publish-page); content max width 988 px (spec 000 §9). */
export function PublishFrame({ state, sidebar, children }: Props) {
  return (
    <Root data-testid="publish-page" data-state={state}>
      {sidebar !== undefined && sidebar !== null && <Sidebar>{sidebar}</Sidebar>}
      <Column>
        <Content>{children}</Content>
        <Content as="footer">
          <BuildLabel {...BUILD_INFO} />
        </Content>
      </Column>
    </Root>
  );
}
