import { fontSizePx, pageFontClasses, pageFontOf } from './pageFont';
import type { ViewExtra } from '../data';

describe('page font size and line height', () => {
  it('ENT-32 / small 14 px, normal 16 px, large 20 px', () => {
    expect([fontSizePx('small'), fontSizePx('normal'), fontSizePx('large')]).toEqual([14, 16, 20]);
  });

  it("ENT-04 / read from the view's extra; missing or unknown values are normal", () => {
    expect(pageFontOf({ fontLayout: 'large', lineHeightLayout: 'small' })).toEqual({
      fontLayout: 'large',
      lineHeightLayout: 'small',
    });
    expect(pageFontOf(JSON.parse('{"fontLayout":"huge"}') as ViewExtra)).toEqual({
      fontLayout: 'normal',
      lineHeightLayout: 'normal',
    });
    expect(pageFontOf(null)).toEqual({ fontLayout: 'normal', lineHeightLayout: 'normal' });
  });

  it('ENT-33 / font size and line height add style classes', () => {
    expect(pageFontClasses({ fontLayout: 'small', lineHeightLayout: 'large' })).toBe(
      'font-small line-height-large',
    );
  });
});
