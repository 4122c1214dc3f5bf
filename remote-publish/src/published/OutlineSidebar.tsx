import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageIcon } from './PageIcon';
import { publishedHref } from './publishedLinks';
import type { OutlineNode } from './publishedOutline';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0 12px;
`;

const Row = styled.span`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 4px 8px;
  border-radius: 6px;
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;
  &[aria-current='page'] {
    background: var(--quire-selected);
    font-weight: 600;
  }
`;

const SpaceName = styled.div`
  margin: 16px 0 4px;
  padding: 0 8px;
  font-size: 0.8rem;
  font-weight: 600;
  color: var(--quire-text-secondary);
`;

interface Props {
  namespace: string;
  spaces: readonly OutlineNode[];
  currentViewId: string;
}

function Entry({ node, namespace, currentViewId }: { node: OutlineNode } & Omit<Props, 'spaces'>) {
  const { t } = useTranslation();
  const untitled = t('publish.untitled', 'Untitled');
  const notPublished = t('publish.notPublished', 'has not been published yet');
  const content = (
    <>
      <PageIcon icon={node.icon} size={16} />
      <span>{node.name || untitled}</span>
    </>
  );
  return (
    <li data-testid="publish-outline-item" data-view-id={node.viewId}>
      {node.publishName === undefined ? (
        // An ancestor that is not published itself (NAV-10): named, marked, not a link.
        <Row title={notPublished}>
          {content}
          <span role="img" aria-label={notPublished}>
            🌐
          </span>
        </Row>
      ) : (
        <Row
          as={Link}
          to={publishedHref(namespace, node.publishName)}
          aria-current={node.viewId === currentViewId ? 'page' : undefined}
        >
          {content}
        </Row>
      )}
      {node.children.length > 0 && (
        <List>
          {node.children.map((child) => (
            <Entry key={child.viewId} node={child} namespace={namespace} currentViewId={currentViewId} />
          ))}
        </List>
      )}
    </li>
  );
}

/** The published pages of the namespace by space, the current one marked (NAV-08, NAV-11: spaces unmarked). */
export function OutlineSidebar({ namespace, spaces, currentViewId }: Props) {
  const { t } = useTranslation();
  return (
    <nav data-testid="publish-outline" aria-label={t('publish.outline', 'Published pages')}>
      {spaces.map((space) =>
        space.isSpace ? (
          <section key={space.viewId}>
            <SpaceName>{space.name || t('publish.untitled', 'Untitled')}</SpaceName>
            <List>
              {space.children.map((child) => (
                <Entry key={child.viewId} node={child} namespace={namespace} currentViewId={currentViewId} />
              ))}
            </List>
          </section>
        ) : (
          <List key={space.viewId}>
            <Entry node={space} namespace={namespace} currentViewId={currentViewId} />
          </List>
        ),
      )}
    </nav>
  );
}
