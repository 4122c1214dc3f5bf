import {
  isPageFontFamily,
  loadPageFont,
  PAGE_FONT_FAMILIES,
  pageFontFamily,
  pageFontStylesheetUrl,
} from './pageFonts.js';

const service = 'https://fonts.example/css2';

describe('page fonts (spec 000 §3)', () => {
  it('AST-06 / the chosen font is loaded from the font service on demand, once per family', () => {
    expect(document.head.querySelectorAll('link[data-quire-font]')).toHaveLength(0);
    loadPageFont('Playfair Display', service);
    loadPageFont('Playfair Display', service);
    loadPageFont('Lora', service);
    const links = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[data-quire-font]'));
    expect(links.map((link) => [link.rel, link.href])).toEqual([
      ['stylesheet', 'https://fonts.example/css2?family=Playfair+Display:wght@400;700&display=swap'],
      ['stylesheet', 'https://fonts.example/css2?family=Lora:wght@400;700&display=swap'],
    ]);
  });

  it('nothing is loaded without a service or for a name that is not a family name', () => {
    const before = document.head.querySelectorAll('link').length;
    loadPageFont('Merriweather', null);
    loadPageFont('Merriweather', undefined);
    for (const bad of ['a"b', 'x);background:url(//evil', 'Lora&family=Other', '', ' Lora', 'a'.repeat(65)]) {
      expect(isPageFontFamily(bad)).toBe(false);
      loadPageFont(bad, service);
    }
    expect(document.head.querySelectorAll('link')).toHaveLength(before);
  });

  it('every offered family is a valid name; the CSS value ends with the generic kind', () => {
    for (const { family } of PAGE_FONT_FAMILIES) expect(isPageFontFamily(family)).toBe(true);
    expect(isPageFontFamily('Noto Sans 日本語')).toBe(true);
    expect(pageFontFamily('Lora')).toBe('"Lora", serif');
    expect(pageFontFamily('Roboto Mono')).toBe('"Roboto Mono", monospace');
    expect(pageFontFamily('Some Other')).toBe('"Some Other", sans-serif');
    expect(pageFontStylesheetUrl('https://fonts.example/css2?key=1', 'Open Sans')).toBe(
      'https://fonts.example/css2?key=1&family=Open+Sans:wght@400;700&display=swap',
    );
  });

  it('a family the page already links (the server copy of a published page) is not linked again', () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = pageFontStylesheetUrl(service, 'Nunito');
    link.dataset.quireFont = 'Nunito';
    document.head.append(link);
    loadPageFont('Nunito', service);
    expect(document.head.querySelectorAll('link[data-quire-font="Nunito"]')).toHaveLength(1);
  });
});
