import { cssColor, safeMediaSrc } from '@quire/shared/render';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMobileLayout } from './layout/useMobileLayout';
import { PageIcon } from './PageIcon';
import type { PublishedCover, PublishedView } from './publishedViewMeta';

// Spec 000 §9: cover height 40vh, at least 130 px, at most 288 px (180 px on mobile) (CON-10..13).
const Cover = styled.div`
  height: 40vh;
  min-height: 130px;
  max-height: 288px;
  &[data-mobile='true'] {
    max-height: 180px;
    margin: -24px -16px 16px;
  }
  margin: -48px -24px 24px;
  border-radius: 0 0 8px 8px;
  background-size: cover;
  background-position: center;
  background-repeat: no-repeat;
`;

const Title = styled.h1`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0 0 24px;
  font-size: 2.5rem;
  overflow-wrap: anywhere;
`;

const fallbackGradient = 'linear-gradient(120deg, #a3e0ff 0%, #c6b7ff 100%)';

// JSON quoting keeps a quote or parenthesis in the address from ending the url().
const image = (src: string): CSSProperties => ({ backgroundImage: `url(${JSON.stringify(src)})` });

/** The CSS background of a cover, or undefined when it cannot be shown safely. */
export function coverBackground(cover: PublishedCover): CSSProperties | undefined {
  switch (cover.type) {
    case 'color': {
      const color = cssColor(cover.value);
      return color === undefined ? undefined : { backgroundColor: color };
    }
    case 'gradient':
      return { backgroundImage: fallbackGradient };
    case 'built_in':
      return /^[1-6]$/.test(cover.value) ? image(`/covers/m_cover_image_${cover.value}.png`) : undefined;
    default: {
      const src = safeMediaSrc(cover.value);
      return src === undefined ? undefined : image(src);
    }
  }
}

/** The page's cover, icon and title as published, read-only (PUB-25, PUB-26, PUB-27). */
export function PageHeader({ view }: { view: PublishedView }) {
  const { t } = useTranslation();
  const mobile = useMobileLayout();
  const background = view.cover === null ? undefined : coverBackground(view.cover);
  return (
    <header>
      {background !== undefined && (
        <Cover data-testid="publish-cover" data-mobile={mobile} style={background} />
      )}
      <Title data-testid="publish-title">
        <PageIcon icon={view.icon} size={40} />
        <span>{view.name || t('publish.untitled', 'Untitled')}</span>
      </Title>
    </header>
  );
}
