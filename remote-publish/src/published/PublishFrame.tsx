import { BuildLabel } from '@quire/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BUILD_INFO } from '../build/buildInfo';

const Root = styled.div`
  min-height: 100vh;
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

/** The root of every state of the published page (test id publish-page); content max width 988 px (spec 000 §9). */
export function PublishFrame({ state, children }: { state: string; children: ReactNode }) {
  return (
    <Root data-testid="publish-page" data-state={state}>
      <Content>{children}</Content>
      <Content as="footer">
        <BuildLabel {...BUILD_INFO} />
      </Content>
    </Root>
  );
}
