import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BUILT_IN_COVERS, COVER_COLORS, COVER_GRADIENTS, coverStyle, type Cover } from './cover';

const Heading = styled.h4`
  margin: 8px 0 6px;
  font-size: 12px;
  font-weight: 600;
  color: var(--quire-text-secondary);

  &:first-child {
    margin-top: 0;
  }
`;

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(40px, 1fr));
  gap: 6px;
`;

// A swatch is drawn by the same mapping as the cover it picks (and as the published page draws it).
const Swatch = styled.button`
  height: 28px;
  border: 1px solid var(--quire-border);
  border-radius: 6px;
  background-size: cover;
  background-position: center;
  background-repeat: no-repeat;
  cursor: pointer;

  &:hover {
    border-color: var(--quire-text-secondary);
  }

  &:focus-visible {
    outline: 2px solid var(--quire-focus);
    outline-offset: 2px;
  }
`;

const Images = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 6px;
`;

/** The cover menu's gallery: nine colours, seven gradients and the six built-in images. */
export function CoverGallery({ pick }: { pick: (cover: Cover) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Heading>{t('workspace.page.cover.colors', 'Colours')}</Heading>
      <Swatches>
        {COVER_COLORS.map((color, index) => (
          <Swatch
            key={color.value}
            type="button"
            style={coverStyle({ type: 'color', value: color.value }) ?? undefined}
            aria-label={t('workspace.page.cover.color', 'Colour {{number}}', { number: index + 1 })}
            onClick={() => {
              pick({ type: 'color', value: color.value });
            }}
          />
        ))}
      </Swatches>
      <Heading>{t('workspace.page.cover.gradients', 'Gradients')}</Heading>
      <Swatches>
        {COVER_GRADIENTS.map((gradient, index) => (
          <Swatch
            key={gradient.value}
            type="button"
            style={coverStyle({ type: 'gradient', value: gradient.value }) ?? undefined}
            aria-label={t('workspace.page.cover.gradient', 'Gradient {{number}}', { number: index + 1 })}
            onClick={() => {
              pick({ type: 'gradient', value: gradient.value });
            }}
          />
        ))}
      </Swatches>
      <Heading>{t('workspace.page.cover.images', 'Images')}</Heading>
      <Images>
        {BUILT_IN_COVERS.map((value) => (
          <Swatch
            key={value}
            type="button"
            style={{ height: 48, ...coverStyle({ type: 'built_in', value }) }}
            aria-label={t('workspace.page.cover.image', 'Image {{number}}', { number: value })}
            onClick={() => {
              pick({ type: 'built_in', value });
            }}
          />
        ))}
      </Images>
    </>
  );
}
