/**
 * @jest-environment node
 */
import { cssColor } from './colors.js';
import { safeHref, safeMediaSrc } from './safe-url.js';
import { block, html } from './test-utils/trees.js';

// What anyone who can edit a published page could write: it must show as text or be dropped, never run.
describe('untrusted content (XSS)', () => {
  it('PRM-01 text with markup is shown as text', () => {
    const out = html([
      block('heading', { data: { level: 1 }, text: '<script>alert(1)</script>' }),
      block('paragraph', { text: '<img src=x onerror=alert(1)>' }),
      block('code', { data: { language: '"><script>alert(1)</script>' }, text: '</code><script>x</script>' }),
    ]);
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/<img/i);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('PRM-01 script-bearing links become plain text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '\\\\evil.test',
    ]) {
      const out = html([block('paragraph', { text: [{ insert: 'click', attributes: { href } }] })]);
      expect(out).not.toContain('<a');
      expect(out).toContain('click');
      expect(safeHref(href)).toBeUndefined();
    }
  });

  it('PRM-01 image, video, file and preview addresses cannot inject attributes or script', () => {
    const out = html([
      block('image', { data: { url: 'https://x.test/a.png" onerror="alert(1)' } }),
      block('image', { data: { url: 'javascript:alert(1)' } }),
      block('image', { data: { url: 'data:image/svg+xml,<svg onload=alert(1)>' } }),
      block('video', { data: { url: 'javascript:alert(1)' } }),
      block('file', { data: { url: 'javascript:alert(1)', name: '<b>x</b>' } }),
      block('link_preview', { data: { url: 'javascript:alert(1)' } }),
      block('multi_image', { data: { images: [{ url: 'javascript:alert(1)' }] } }),
    ]);
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toMatch(/data:image/i);
    // The quote stays inside the attribute value (escaped): no attribute of its own.
    expect(out).not.toMatch(/\son\w+="/i);
    expect(out).toContain('src="https://x.test/a.png&quot; onerror=&quot;alert(1)"');
    expect(out).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(safeMediaSrc('mailto:a@b.test')).toBeUndefined();
  });

  it('PRM-01 weird colours never reach a style attribute', () => {
    for (const colour of [
      'red;background:url(javascript:alert(1))',
      'expression(alert(1))',
      '0xffdb3636;position:fixed',
      '#fff" onmouseover="alert(1)',
      'url(https://evil.test/x.png)',
      '0xZZZZZZZZ',
      12345,
    ]) {
      expect(cssColor(colour)).toBeUndefined();
      const out = html([
        block('callout', {
          data: { bgColor: colour },
          text: [{ insert: 'x', attributes: { font_color: colour as string, bg_color: colour as string } }],
        }),
      ]);
      expect(out).not.toContain('style=');
    }
  });

  it('PRM-01 titles and names from callers, ids and languages are escaped', () => {
    const out = html(
      [
        block('sub_page', { id: '"><script>alert(1)</script>', data: { view_id: 'v' } }),
        block('paragraph', {
          text: [{ insert: '$', attributes: { mention: { type: 'page', page_id: '"><b>' } } }],
        }),
      ],
      {
        resolveView: () => ({ name: '<script>alert(1)</script>', icon: '<img src=x>' }),
        linkToView: () => 'javascript:alert(1)',
      },
    );
    expect(out).not.toMatch(/<script|<img|<b>/i);
    expect(out).not.toContain('javascript:');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('PRM-01 a callout icon that is an address is not drawn', () => {
    const out = html([block('callout', { data: { icon: 'javascript:alert(1)' }, text: 'x' })]);
    expect(out).not.toContain('javascript');
  });
});
