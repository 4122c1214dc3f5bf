/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { FrameColumn } from './Frame.js';
import { parseCover, parseFont } from './viewValues.js';

describe('what the published frame reads of a view', () => {
  it('AST-06 / the chosen font from extra (a JSON string or an object); anything that is not a family name is none', () => {
    expect(parseFont('{"font":"Lora","cover":{"type":"color","value":"tint1"}}')).toBe('Lora');
    expect(parseFont({ font: 'Source Serif 4' })).toBe('Source Serif 4');
    for (const extra of [null, '', 'not json', '{}', { font: 42 }, { font: 'x");}body{color:red' }]) {
      expect(parseFont(extra)).toBeNull();
    }
    expect(parseCover('{"font":"Lora","cover":{"type":"color","value":"tint1"}}')).toEqual({
      type: 'color',
      value: 'tint1',
    });
  });

  it('AST-06 / the content column draws in the page font; without one it carries no font of its own', () => {
    const column = (font: string | null) =>
      renderToStaticMarkup(
        <FrameColumn drawerWidth={0} mobile={false} topBar={null} footer={null} font={font}>
          text
        </FrameColumn>,
      );
    expect(column('Roboto Mono')).toContain(
      '<main class="quire-frame-content" data-mobile="false" data-font="Roboto Mono" style="font-family:&quot;Roboto Mono&quot;, monospace;--quire-font-family:&quot;Roboto Mono&quot;, monospace">',
    );
    expect(column(null)).toContain('<main class="quire-frame-content" data-mobile="false">');
  });
});
