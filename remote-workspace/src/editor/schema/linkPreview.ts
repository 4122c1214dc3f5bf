import { createBlockConfig, createBlockSpec } from '@blocknote/core';
import { getI18n } from 'react-i18next';
import { keepEventsInFields } from './fieldEvents';

export const linkPreviewType = 'linkPreview';

/** AppFlowy's link_preview: a card for a web address (`data.url`). */
export const createLinkPreviewConfig = createBlockConfig(
  () =>
    ({
      type: linkPreviewType,
      propSchema: { url: { default: '' } },
      content: 'none' as const,
    }) as const,
);

/**
 * The address as a link target, or null: only http and https become links. A stored `javascript:` or `data:`
 * address (anyone with write access to the document can store one) is shown as text, never followed.
 */
export function webAddress(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function card(url: string): HTMLElement {
  const dom = document.createElement('div');
  dom.className = 'quire-link-preview';
  const address = webAddress(url);
  const host = document.createElement('div');
  host.className = 'quire-link-preview-host';
  host.textContent = address?.host ?? '';
  const target = address === null ? document.createElement('span') : document.createElement('a');
  target.className = 'quire-link-preview-url';
  target.textContent = url;
  if (target instanceof HTMLAnchorElement && address !== null) {
    target.href = address.href;
    target.target = '_blank';
    target.rel = 'noopener noreferrer';
  }
  if (address !== null) dom.append(host);
  dom.append(target);
  return dom;
}

export const createLinkPreviewSpec = createBlockSpec(createLinkPreviewConfig, {
  meta: { selectable: true },
  render(block, editor) {
    const dom = document.createElement('div');
    dom.contentEditable = 'false';
    if (block.props.url !== '') {
      dom.append(card(block.props.url));
      return keepEventsInFields({ dom });
    }
    const field = document.createElement('input');
    field.type = 'url';
    field.className = 'quire-link-preview-input';
    field.readOnly = !editor.isEditable;
    field.placeholder = getI18n().t(
      'workspace.editor.linkPreview.placeholder',
      'Paste a link and press Enter',
    );
    field.setAttribute('aria-label', getI18n().t('workspace.editor.linkPreview.label', 'Link address'));
    const save = () => {
      const url = field.value.trim();
      if (url === '' || !editor.isEditable || editor.getBlock(block.id) === undefined) return;
      editor.updateBlock(block.id, { props: { url } });
    };
    field.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      save();
    });
    field.addEventListener('paste', () => {
      // The pasted text is in the field once the event is over.
      setTimeout(save, 0);
    });
    dom.append(field);
    return keepEventsInFields({ dom });
  },
});
