import { PNG } from 'pngjs';

export const coverCount = 6;
export const coverSize = { width: 1200, height: 400 } as const;

type Rgb = readonly [number, number, number];

/** Six soft two-colour gradients: the built-in covers (spec 000 §3, values 1–6). */
const gradients: readonly (readonly [Rgb, Rgb])[] = [
  [
    [255, 175, 189],
    [255, 195, 160],
  ],
  [
    [142, 197, 252],
    [224, 195, 252],
  ],
  [
    [132, 250, 176],
    [143, 211, 244],
  ],
  [
    [250, 208, 196],
    [255, 209, 255],
  ],
  [
    [161, 196, 253],
    [194, 233, 251],
  ],
  [
    [253, 219, 146],
    [209, 253, 255],
  ],
];

/** Cover `index` (1–6) as PNG bytes: a diagonal gradient from the top-left to the bottom-right. */
export function renderCover(index: number): Buffer {
  const gradient = gradients[index - 1];
  if (gradient === undefined) throw new RangeError(`There is no cover ${index}`);
  const [from, to] = gradient;
  const { width, height } = coverSize;
  const png = new PNG({ width, height });
  const span = width + height - 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x + y) / span;
      const offset = (y * width + x) * 4;
      for (let channel = 0; channel < 3; channel++) {
        png.data[offset + channel] = Math.round(
          (from[channel] ?? 0) + ((to[channel] ?? 0) - (from[channel] ?? 0)) * t,
        );
      }
      png.data[offset + 3] = 255;
    }
  }
  // RGBA as drawn, and the Sub filter (a gradient's rows differ little from left to right): pngjs then
  // skips its per-pixel repacking and its adaptive filter search, which made a cover take about a second.
  return PNG.sync.write(png, { colorType: 6, inputColorType: 6, filterType: 1 });
}
