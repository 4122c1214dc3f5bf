/**
 * @jest-environment node
 */
import { AVATAR_COLORS, avatarColor } from './avatarColors.js';

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

describe('avatar colours', () => {
  it('I18N-04 / the palette has 48 distinct colours, each readable behind white initials (≥ 4.5:1)', () => {
    expect(AVATAR_COLORS).toHaveLength(48);
    expect(new Set(AVATAR_COLORS).size).toBe(48);
    for (const color of AVATAR_COLORS) {
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      expect(1.05 / (luminance(color) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('a person keeps one colour, and different people spread over the palette', () => {
    expect(avatarColor('3f1c6a52-0b8e-4d7e-9a1f-2c5e8b7d4a10')).toBe(
      avatarColor('3f1c6a52-0b8e-4d7e-9a1f-2c5e8b7d4a10'),
    );
    const used = new Set(Array.from({ length: 400 }, (_, index) => avatarColor(`user-${index}`)));
    expect(used.size).toBeGreaterThan(40);
    for (const color of used) expect(AVATAR_COLORS).toContain(color);
  });
});
