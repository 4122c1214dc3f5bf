import { extraWithFont, fontSizePx, pageFontClasses, pageFontOf } from './pageFont';
import type { ViewExtra } from '../data';

describe('page font size and line height', () => {
  it('ENT-32 / small 14 px, normal 16 px, large 20 px', () => {
    expect([fontSizePx('small'), fontSizePx('normal'), fontSizePx('large')]).toEqual([14, 16, 20]);
  });

  it("ENT-04 / read from the view's extra; missing or unknown values are normal", () => {
    expect(pageFontOf({ fontLayout: 'large', lineHeightLayout: 'small' })).toEqual({
      family: null,
      fontLayout: 'large',
      lineHeightLayout: 'small',
    });
    expect(pageFontOf(JSON.parse('{"fontLayout":"huge"}') as ViewExtra)).toEqual({
      family: null,
      fontLayout: 'normal',
      lineHeightLayout: 'normal',
    });
    expect(pageFontOf(null)).toEqual({ family: null, fontLayout: 'normal', lineHeightLayout: 'normal' });
  });

  it('ENT-33 / font size and line height add style classes', () => {
    expect(pageFontClasses({ family: null, fontLayout: 'small', lineHeightLayout: 'large' })).toBe(
      'font-small line-height-large',
    );
  });

  it('ENT-04 / the font family is read from extra.font; a value that is not a family name reads as none', () => {
    expect(pageFontOf({ font: 'Playfair Display' }).family).toBe('Playfair Display');
    expect(pageFontOf({ font: 'x");background:url(//evil' }).family).toBeNull();
  });

  it('choosing a font keeps the other keys of extra; the default font removes the key', () => {
    const extra: ViewExtra = { cover: { type: 'color', value: 'tint3' }, font: 'Lora' };
    const normal = { fontLayout: 'normal', lineHeightLayout: 'normal' } as const;
    expect(extraWithFont(extra, { ...normal, family: 'Inter' })).toEqual({
      cover: { type: 'color', value: 'tint3' },
      font: 'Inter',
      ...normal,
    });
    expect(extraWithFont(extra, { ...normal, family: null })).toEqual({
      cover: { type: 'color', value: 'tint3' },
      ...normal,
    });
  });
});
