import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Main = styled.main`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  max-width: 640px;
  margin: 12vh auto 0;
  padding: 0 24px;
  line-height: 1.5;
`;

const HomeLink = styled(Link)`
  color: var(--quire-primary);
  font-weight: 600;
`;

interface Props {
  testId: string;
  title: string;
  children: ReactNode;
  /** Where the main link goes, and what it says. */
  link: { to: string; label: string };
}

/** The frame of the shell's own screens: a headline, a few honest lines and one way onward. */
export function ScreenFrame({ testId, title, children, link }: Props) {
  return (
    <Main data-testid={testId}>
      <h1>{title}</h1>
      {children}
      <HomeLink to={link.to}>{link.label}</HomeLink>
    </Main>
  );
}
