import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { layoutName, type ViewLayout } from '../data';
import { LayoutPlaceholder } from './LayoutPlaceholder';

const Body = styled.div`
  min-height: 120px;
  padding: 8px 0 48px;
  outline: none;

  p {
    margin: 0 0 0.5em;
  }
`;

const Empty = styled.p`
  color: var(--quire-text-secondary);
`;

interface Props {
  layout: ViewLayout;
  /** Text Enter split off the title (EDT-01), held here until the document editor can take it. */
  handedOver: string | null;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The page body. The document editor is not part of this release, so a document says plainly that it is
 * empty; it still takes focus from the title (EDT-04, EDT-05) and shows the text split off the title.
 * A database or AI chat page says what it is and that its view is coming.
 */
export function PageBody({ layout, handedOver, ref }: Props) {
  const { t } = useTranslation();
  const kind = layoutName(layout);
  const handed = handedOver !== null && handedOver !== '';
  return (
    <Body
      ref={ref}
      data-testid="page-body"
      role="region"
      tabIndex={-1}
      aria-label={t('workspace.page.bodyLabel', 'Page content')}
    >
      {kind === 'document' ? (
        <>
          {handed && (
            <p data-testid="page-body-first-paragraph" dir="auto">
              {handedOver}
            </p>
          )}
          <Empty>
            {handed
              ? t(
                  'workspace.page.handedOver',
                  'The text above came from the title. The document editor arrives with the next release, so it is not saved yet.',
                )
              : t(
                  'workspace.page.emptyBody',
                  'This page is empty. The document editor arrives with the next release.',
                )}
          </Empty>
        </>
      ) : (
        <LayoutPlaceholder layout={layout} name={kind} />
      )}
    </Body>
  );
}
