import { BuildLabel } from '@quire/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BUILD_INFO } from '../build/buildInfo';

const Main = styled.main`
  max-width: 560px;
  margin: 12vh auto 0;
  padding: 0 24px;
`;

const Home = styled(Link)`
  color: var(--quire-primary);
  font-weight: 600;
`;

interface Props {
  testId: string;
  title: string;
  children: ReactNode;
}

/** A screen whose feature has not shipped: it says what it is for and what is missing, nothing more. */
export function PlaceholderScreen({ testId, title, children }: Props) {
  const { t } = useTranslation();
  return (
    <Main data-testid={testId}>
      <h1>{title}</h1>
      {children}
      <Home to="/">{t('auth.backHome', 'Back to home')}</Home>
      <BuildLabel {...BUILD_INFO} />
    </Main>
  );
}
