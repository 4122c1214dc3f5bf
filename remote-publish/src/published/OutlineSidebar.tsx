import { useExpanded } from '@quire/shared';
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

const Line = styled.div`
  display: flex;
  align-items: center;
  & > :last-child {
    flex: 1;
    min-width: 0;
  }
`;

const Caret = styled.button.attrs({ type: 'button' })`
  flex: none;
  width: 20px;
  height: 20px;
  padding: 0;
  border: none;
  border-radius: 4px;
  background: transparent;
  color: var(--quire-text-secondary);
  font-size: 10px;
  cursor: pointer;
  &:hover {
    background: var(--quire-hover);
  }
`;

const NoCaret = styled.span`
  flex: none;
  width: 20px;
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
  // Remembered per view id (NAV-12, outline_expanded); a published site opens expanded until the reader folds it.
  const [expanded, setExpanded] = useExpanded(node.viewId, true);
  const untitled = t('publish.untitled', 'Untitled');
  const notPublished = t('publish.notPublished', 'has not been published yet');
  const name = node.name || untitled;
  const content = (
    <>
      <PageIcon icon={node.icon} size={16} />
      <span>{name}</span>
    </>
  );
  const hasChildren = node.children.length > 0;
  return (
    <li data-testid="publish-outline-item" data-view-id={node.viewId}>
      <Line>
        {hasChildren ? (
          <Caret
            data-testid="publish-outline-expand"
            aria-expanded={expanded}
            aria-label={
              expanded
                ? t('publish.outlineCollapse', 'Collapse {{name}}', { name })
                : t('publish.outlineExpand', 'Expand {{name}}', { name })
            }
            onClick={() => {
              setExpanded(!expanded);
            }}
          >
            {expanded ? '▾' : '▸'}
          </Caret>
        ) : (
          <NoCaret />
        )}
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
      </Line>
      {hasChildren && expanded && (
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
