import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Home = styled(Link)`
  color: var(--quire-primary);
  font-weight: 600;
`;

/** The not-found/error screen of a published page (PUB-01; spec 000 §8 "published view load failure"). */
export function PublishNotFound() {
  const { t } = useTranslation();
  return (
    <section data-testid="publish-not-found" role="alert">
      <h1>{t('publish.notFound.title', 'Page not found')}</h1>
      <p>{t('publish.notFound.body', 'This page does not exist or has not been published.')}</p>
      <Home to="/">{t('publish.notFound.home', 'Go to Quire')}</Home>
    </section>
  );
}
