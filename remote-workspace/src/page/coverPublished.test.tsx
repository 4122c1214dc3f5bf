import { PageHeading } from '@quire/shared/render';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Cover } from './cover';
import { CoverGallery } from './CoverGallery';
import { PageCover } from './PageCover';

// Issue 27: a purple→orange gradient chosen here was published as blue→lavender. The editor and the published
// page must draw every cover the same; these compare what both write into the cover's style attribute.

function styleOf(html: string, marker: string): string {
  return new RegExp(`<div [^>]*${marker}[^>]*style="([^"]*)"`).exec(html)?.[1] ?? '';
}

const editorStyle = (cover: Cover) =>
  styleOf(renderToStaticMarkup(<PageCover cover={cover} mobile={false} />), 'data-testid="page-cover"');

const publishedStyle = (cover: Cover) =>
  styleOf(
    renderToStaticMarkup(<PageHeading icon={null} cover={cover} name="Page" mobile={false} />),
    'class="quire-page-cover"',
  );

/** Every cover the gallery offers, as it hands them on when each swatch is pressed. */
async function galleryCovers(): Promise<Cover[]> {
  const pick = jest.fn<undefined, [Cover]>();
  render(
    <div data-testid="gallery">
      <CoverGallery pick={pick} />
    </div>,
  );
  for (const swatch of within(screen.getByTestId('gallery')).getAllByRole('button')) {
    await userEvent.click(swatch);
  }
  return pick.mock.calls.map(([cover]) => cover);
}

describe('a cover publishes as it was chosen (issue 27)', () => {
  it('ENT-26 ENT-27 ENT-28 / every gallery entry is drawn with the same CSS in the editor and on the published page', async () => {
    const covers = await galleryCovers();
    // Nine colours, seven gradients, six built-in images.
    expect(covers).toHaveLength(22);
    for (const cover of covers) {
      const drawn = editorStyle(cover);
      expect(drawn).not.toBe('');
      expect({ cover, published: publishedStyle(cover) }).toEqual({ cover, published: drawn });
    }
  });

  it('purple→orange stays purple→orange', () => {
    const cover: Cover = { type: 'gradient', value: 'appflowy_them_color_gradient3' };
    expect(editorStyle(cover)).toContain('#9c3cbb 0%, #f19f56 100%');
    expect(publishedStyle(cover)).toBe(editorStyle(cover));
  });

  it('custom, stock-photo and stored colour covers are drawn the same too', () => {
    const covers: Cover[] = [
      { type: 'custom', value: 'https://example.com/cover.png' },
      { type: 'custom', value: '/api/file_storage/ws/v1/blob/ws/abc.png' },
      { type: 'unsplash', value: 'https://images.unsplash.com/photo-1?w=1600' },
      { type: 'color', value: '0xffe8e0ff' },
      { type: 'color', value: '#ffdddd' },
    ];
    for (const cover of covers) {
      expect(editorStyle(cover)).not.toBe('');
      expect(publishedStyle(cover)).toBe(editorStyle(cover));
    }
  });
});
