/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { BUILT_IN_COVERS, COVER_COLORS, COVER_GRADIENTS, coverStyle, type CoverValue } from './cover.js';
import { PageHeading } from './frame/Frame.js';

/** The inline style the published page draws a cover with ('' when it draws none). */
function publishedStyle(cover: CoverValue): string {
  const html = renderToStaticMarkup(<PageHeading icon={null} cover={cover} name="Page" mobile={false} />);
  return /<div class="quire-page-cover"[^>]*style="([^"]*)"/.exec(html)?.[1] ?? '';
}

describe('page covers as published (one mapping with the editor)', () => {
  it('ENT-27 / each of the nine colours publishes as its tint', () => {
    expect(COVER_COLORS).toHaveLength(9);
    for (const tint of COVER_COLORS) {
      expect(publishedStyle({ type: 'color', value: tint.value })).toBe(`background-color:${tint.css}`);
    }
  });

  it('ENT-28 / each of the seven gradients publishes as chosen: purple→orange stays purple→orange', () => {
    expect(COVER_GRADIENTS).toHaveLength(7);
    for (const gradient of COVER_GRADIENTS) {
      expect(publishedStyle({ type: 'gradient', value: gradient.value })).toBe(
        `background-image:${gradient.css}`,
      );
    }
    expect(publishedStyle({ type: 'gradient', value: 'appflowy_them_color_gradient3' })).toBe(
      'background-image:linear-gradient(180deg, #9c3cbb 0%, #f19f56 100%)',
    );
  });

  it('ENT-26 AST-05 / built-in images 1 to 6, custom and stock-photo addresses publish as their image', () => {
    for (const value of BUILT_IN_COVERS) {
      expect(publishedStyle({ type: 'built_in', value })).toBe(
        `background-image:url(&quot;/covers/m_cover_image_${value}.png&quot;)`,
      );
    }
    expect(publishedStyle({ type: 'custom', value: 'https://example.com/a.png' })).toBe(
      'background-image:url(&quot;https://example.com/a.png&quot;)',
    );
    expect(publishedStyle({ type: 'unsplash', value: 'https://images.unsplash.com/photo-1?w=1' })).toBe(
      'background-image:url(&quot;https://images.unsplash.com/photo-1?w=1&quot;)',
    );
  });

  it('a colour written by AppFlowy (ARGB) or as #rgb is rebuilt; unknown names and addresses draw nothing', () => {
    expect(coverStyle({ type: 'color', value: '0xffe8e0ff' })).toEqual({
      backgroundColor: 'rgb(232, 224, 255)',
    });
    expect(coverStyle({ type: 'color', value: '#abc' })).toEqual({ backgroundColor: 'rgb(170, 187, 204)' });
    for (const cover of [
      { type: 'color', value: 'red;background:url(https://evil.example)' },
      { type: 'gradient', value: 'appflowy_them_color_gradient8' },
      { type: 'built_in', value: '7' },
      { type: 'custom', value: 'javascript:alert(1)' },
      { type: 'unsplash', value: 'data:image/svg+xml,<svg onload=alert(1)>' },
      { type: 'none', value: 'x' },
      { type: 'sparkles', value: 'x' },
    ]) {
      expect(coverStyle(cover)).toBeNull();
      expect(publishedStyle(cover)).toBe('');
    }
  });

  it('a quote or parenthesis in an address stays inside the url() string', () => {
    expect(coverStyle({ type: 'custom', value: 'https://a.example/x") ; background: red' })).toEqual({
      backgroundImage: 'url("https://a.example/x\\") ; background: red")',
    });
  });
});
