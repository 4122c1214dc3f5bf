/**
 * AppFlowy colours as CSS. AppFlowy writes ARGB integers in hex ('0xffdb3636'; older clients dropped
 * leading zeros: '0x1db3636'); web clients also write '#rrggbb'. Only these shapes become CSS, rebuilt from
 * the parsed numbers, so nothing a document holds ever reaches a style attribute as written.
 */

function clampChannel(value: number): number {
  return Math.max(0, Math.min(255, value));
}

function rgba(red: number, green: number, blue: number, alpha: number): string {
  const channels = [red, green, blue].map(clampChannel).join(', ');
  // Alpha rounded to 3 places: the same value on server and browser, so hydration sees identical styles.
  const opacity = Math.round((clampChannel(alpha) / 255) * 1000) / 1000;
  return opacity === 1 ? `rgb(${channels})` : `rgba(${channels}, ${opacity})`;
}

function fromArgb(hex: string): string {
  const value = Number.parseInt(hex, 16);
  const rgb = value & 0xffffff;
  // Fewer than 8 digits means a writer lost the alpha byte's leading digit; such colours were opaque
  // (AppFlowy's newer copies of the same document store them with 'ff').
  const alpha = hex.length === 8 ? Math.floor(value / 0x1000000) : 255;
  return rgba(rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff, alpha);
}

function fromCssHex(hex: string): string {
  const full = hex.length <= 4 ? hex.replace(/./g, (digit) => digit + digit) : hex;
  const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return rgba(channel(0), channel(1), channel(2), full.length === 8 ? channel(3) : 255);
}

/** A CSS colour for an AppFlowy colour value, or undefined for anything else (the mark is ignored). */
export function cssColor(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  const argb = /^0x([0-9a-f]{6,8})$/i.exec(value);
  if (argb?.[1] !== undefined) return fromArgb(argb[1]);
  const css = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value);
  if (css?.[1] !== undefined) return fromCssHex(css[1]);
  return undefined;
}
