/**
 * @jest-environment node
 */
import { cssColor } from './colors.js';
import { safeHref, safeMediaSrc } from './safe-url.js';
import { block, html } from './test-utils/trees.js';

describe('AppFlowy colours as CSS', () => {
  it('ENT-39 ARGB (8 digits), ARGB missing its leading digit, and #rgb/#rrggbb/#rrggbbaa', () => {
    expect(cssColor('0xffdb3636')).toBe('rgb(219, 54, 54)');
    expect(cssColor('0x4dffeb3b')).toBe('rgba(255, 235, 59, 0.302)');
    expect(cssColor('0x00000000')).toBe('rgba(0, 0, 0, 0)');
    expect(cssColor('0x1db3636')).toBe('rgb(219, 54, 54)');
    expect(cssColor('#DB3636')).toBe('rgb(219, 54, 54)');
    expect(cssColor('#fff8')).toBe('rgba(255, 255, 255, 0.533)');
    expect(cssColor('')).toBeUndefined();
    expect(cssColor('red')).toBeUndefined();
  });

  it('ENT-39 block colours: background, text colour and alignment of the block itself', () => {
    const out = html([
      block('paragraph', {
        id: 'p',
        data: { bgColor: '0xffffdae6', font_color: '0xff8427e0', align: 'right' },
        text: 'x',
      }),
    ]);
    expect(out).toContain(
      '<div id="p" data-block-id="p" class="quire-block quire-paragraph quire-align-right" style="background-color:rgb(255, 218, 230);color:rgb(132, 39, 224)">',
    );
    expect(html([block('paragraph', { id: 'q', data: { align: 'justify;x' } })])).not.toContain(
      'quire-align',
    );
  });

  it('ENT-16 / alignment is left, center or right; any other value (justify, another case) aligns nothing', () => {
    for (const align of ['left', 'center', 'right']) {
      expect(html([block('paragraph', { id: 'p', data: { align }, text: 'x' })])).toContain(
        `class="quire-block quire-paragraph quire-align-${align}"`,
      );
    }
    for (const align of ['justify', 'Center', 'start', '', 1]) {
      expect(html([block('paragraph', { id: 'p', data: { align }, text: 'x' })])).not.toContain(
        'quire-align',
      );
    }
  });
});

describe('safe addresses', () => {
  it('PRM-01 http(s), mailto and relative addresses are kept; bare hosts open over https', () => {
    expect(safeHref('https://a.test/x?y=1#z')).toBe('https://a.test/x?y=1#z');
    expect(safeHref('HTTP://a.test')).toBe('HTTP://a.test');
    expect(safeHref('mailto:someone@a.test')).toBe('mailto:someone@a.test');
    expect(safeHref('/ns/page')).toBe('/ns/page');
    expect(safeHref('#heading')).toBe('#heading');
    expect(safeHref('../up')).toBe('../up');
    expect(safeHref('//cdn.test/x')).toBe('//cdn.test/x');
    expect(safeHref('appflowy.io/download')).toBe('https://appflowy.io/download');
    expect(safeHref('192.168.1.2')).toBe('https://192.168.1.2');
    expect(safeHref('localhost:3000/x')).toBe('https://localhost:3000/x');
    expect(safeHref('  https://a.test  ')).toBe('https://a.test');
  });

  it('PRM-01 anything else is refused', () => {
    for (const value of [
      'javascript:x',
      'data:text/html,x',
      'blob:https://a.test/1',
      'tel:1',
      '',
      '   ',
      42,
      null,
      undefined,
    ]) {
      expect(safeHref(value)).toBeUndefined();
    }
    expect(safeMediaSrc('mailto:a@b.test')).toBeUndefined();
    expect(safeMediaSrc('https://img.test/a.png')).toBe('https://img.test/a.png');
  });
});
