import { PNG } from 'pngjs';
import { backends, useTestServer } from '../../../test/harness.js';
import { coverSize } from './covers.js';
import type { IconEntry } from './icons.js';

describe.each(backends)('icon and cover assets on $name', ({ name }) => {
  const current = useTestServer(name);

  it('AST-01: /af_icons/icons.json maps groups to icons with id and content', async () => {
    const response = await fetch(`${current().apiUrl}/af_icons/icons.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const groups = (await response.json()) as Record<string, IconEntry[]>;
    expect(Object.keys(groups)).toEqual(expect.arrayContaining(['arrows', 'files', 'other']));
    const icons = Object.values(groups).flat();
    expect(icons.length).toBeGreaterThan(1000);
    expect(new Set(icons.map((icon) => icon.id)).size).toBe(icons.length);
    const arrow = groups.arrows?.find((icon) => icon.id === 'arrow-up');
    expect(arrow).toMatchObject({
      id: 'arrow-up',
      name: 'Arrow Up',
      keywords: expect.any(Array) as string[],
    });
    expect(arrow?.content).toContain('<svg');
  });

  it('AST-02: /af_icons/{id}.svg is the markup with a long cache; unknown icons are 404', async () => {
    const { apiUrl } = current();
    const response = await fetch(`${apiUrl}/af_icons/arrow-up.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const markup = await response.text();
    expect(markup).toContain('lucide-arrow-up');
    expect(markup).toContain('ISC');
    for (const path of [
      '/af_icons/no-such-icon.svg',
      '/af_icons/arrow-up.png',
      '/af_icons/..%2Fpackage.json',
    ]) {
      expect((await fetch(`${apiUrl}${path}`)).status).toBe(404);
    }
  });

  it.each([1, 2, 3, 4, 5, 6])(
    'AST-05 (ENT-26): /covers/m_cover_image_%i.png is a valid PNG, cached long',
    async (index) => {
      const response = await fetch(`${current().apiUrl}/covers/m_cover_image_${index}.png`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
      expect({ width: png.width, height: png.height }).toEqual(coverSize);
      // A gradient: the corners differ.
      const last = png.data.length - 4;
      expect([...png.data.subarray(0, 3)]).not.toEqual([...png.data.subarray(last, last + 3)]);
    },
  );

  it('AST-05: there are six covers', async () => {
    for (const file of ['m_cover_image_0.png', 'm_cover_image_7.png', 'cover.png']) {
      expect((await fetch(`${current().apiUrl}/covers/${file}`)).status).toBe(404);
    }
  });
});
