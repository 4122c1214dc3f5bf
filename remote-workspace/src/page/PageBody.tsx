import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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
  /** Text Enter split off the title (EDT-01), held here until the document editor can take it. */
  handedOver: string | null;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The page body. The document editor is not part of this release, so it says plainly that the page is
 * empty; it still takes focus from the title (EDT-04, EDT-05) and shows the text split off the title.
 */
export function PageBody({ handedOver, ref }: Props) {
  const { t } = useTranslation();
  return (
    <Body
      ref={ref}
      data-testid="page-body"
      tabIndex={-1}
      aria-label={t('workspace.page.bodyLabel', 'Page content')}
    >
      {handedOver !== null && handedOver !== '' && (
        <p data-testid="page-body-first-paragraph">{handedOver}</p>
      )}
      <Empty>
        {handedOver !== null && handedOver !== ''
          ? t(
              'workspace.page.handedOver',
              'The text above came from the title. The document editor arrives with the next release, so it is not saved yet.',
            )
          : t(
              'workspace.page.emptyBody',
              'This page is empty. The document editor arrives with the next release.',
            )}
      </Empty>
    </Body>
  );
}
