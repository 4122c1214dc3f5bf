import { getBlock } from '@quire/shared/collab';
import { bindEditor, documentWith, type Harness } from '../test/editorHarness';
import { webAddress } from './linkPreview';

let harness: Harness | undefined;
afterEach(() => {
  harness?.destroy();
  harness = undefined;
});

function open(url: string, extra: Record<string, unknown> = {}): HTMLElement {
  harness = bindEditor(documentWith([{ id: 'l1', ty: 'link_preview', data: { url, ...extra } }]));
  const dom = harness.editor.domElement?.querySelector<HTMLElement>('[data-content-type="linkPreview"]');
  if (dom === null || dom === undefined) throw new Error('the link preview is shown');
  return dom;
}

describe('link previews (ENT-39 link_preview)', () => {
  it('shows the address’s host and the whole address as a link opening in a new tab', () => {
    const dom = open('https://example.org/docs/page?q=1');
    expect(dom.querySelector('.quire-link-preview-host')?.textContent).toBe('example.org');
    const link = dom.querySelector('a');
    expect(link?.textContent).toBe('https://example.org/docs/page?q=1');
    expect(link?.getAttribute('href')).toBe('https://example.org/docs/page?q=1');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a stored javascript: or data: address is shown as text, never as a link', () => {
    for (const url of [
      'javascript:alert(document.cookie)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      const dom = open(url);
      expect(dom.querySelector('a')).toBeNull();
      expect(dom.querySelector('script')).toBeNull();
      expect(dom.querySelector('.quire-link-preview-url')?.textContent).toBe(url);
      harness?.destroy();
      harness = undefined;
    }
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(webAddress('http://example.org')?.host).toBe('example.org');
  });

  it('an empty preview asks for an address; Enter stores it as data.url, other keys kept', () => {
    const dom = open('', { extra: 1 });
    const input = dom.querySelector('input');
    if (input === null) throw new Error('an address field is shown');
    input.value = '  https://quire.test/a  ';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    if (harness === undefined) throw new Error('open');
    expect(getBlock(harness.doc, 'l1')?.data).toEqual({ url: 'https://quire.test/a', extra: 1 });
    const card = harness.editor.domElement?.querySelector('[data-content-type="linkPreview"] a');
    expect(card?.getAttribute('href')).toBe('https://quire.test/a');
  });
});
