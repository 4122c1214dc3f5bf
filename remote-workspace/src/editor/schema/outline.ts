import { createBlockConfig, createBlockSpec, getNodeById } from '@blocknote/core';
import type { EditorView } from 'prosemirror-view';
import { getI18n } from 'react-i18next';
import { revealPosition } from '../longDocument/blockWindowPlugin';
import { keepEventsInFields } from './fieldEvents';

export const outlineType = 'outline';

/** The heading levels an outline lists when its data has no depth (the depth AppFlowy stores for new ones). */
export const defaultOutlineDepth = 6;

/** AppFlowy's outline: a table of contents of the document's headings down to `data.depth`. */
export const createOutlineConfig = createBlockConfig(
  () =>
    ({
      type: outlineType,
      propSchema: { depth: { default: defaultOutlineDepth } },
      content: 'none' as const,
    }) as const,
);

export interface OutlineEntry {
  id: string;
  level: number;
  text: string;
}

interface BlockLike {
  id: string;
  type: string;
  props: object;
  content?: unknown;
  children: readonly BlockLike[];
}

function plain(content: unknown): string {
  if (!Array.isArray(content)) return '';
  return content
    .map((item: { type?: string; text?: string; content?: unknown }) =>
      item.type === 'text' ? (item.text ?? '') : item.type === 'link' ? plain(item.content) : '',
    )
    .join('');
}

/** The headings (toggle headings too, and those nested in other blocks) down to `depth`, in document order. */
export function outlineEntries(blocks: readonly BlockLike[], depth: number, into: OutlineEntry[] = []) {
  for (const block of blocks) {
    const level = (block.props as { level?: unknown }).level;
    if (block.type === 'heading' && typeof level === 'number' && level <= depth) {
      const text = plain(block.content).trim();
      if (text !== '') into.push({ id: block.id, level, text });
    }
    outlineEntries(block.children, depth, into);
  }
  return into;
}

/** Scrolls to the block `id`, rendering it first if the long document's window left it out. */
function scrollToBlock(view: EditorView | undefined, root: HTMLElement | undefined, id: string): void {
  const found = view === undefined ? undefined : getNodeById(id, view.state.doc);
  const revealed = view !== undefined && found !== undefined && revealPosition(view, found.posBeforeNode + 1);
  const target = [...(root?.querySelectorAll<HTMLElement>('[data-node-type="blockOuter"]') ?? [])].find(
    (element) => element.dataset.id === id,
  );
  target?.scrollIntoView({ behavior: revealed ? 'instant' : 'smooth', block: 'start' });
}

export const createOutlineSpec = createBlockSpec(createOutlineConfig, {
  meta: { selectable: true },
  render(block, editor) {
    const dom = document.createElement('nav');
    dom.className = 'quire-outline';
    dom.contentEditable = 'false';
    const i18n = getI18n();
    dom.setAttribute('aria-label', i18n.t('workspace.editor.outline.label', 'Table of contents'));
    const list = document.createElement('ul');
    dom.append(list);
    let shown = '';
    const fill = () => {
      const entries = outlineEntries(editor.document, block.props.depth);
      const key = JSON.stringify(entries);
      if (key === shown) return;
      shown = key;
      if (entries.length === 0) {
        const empty = document.createElement('li');
        empty.className = 'quire-outline-empty';
        empty.textContent = i18n.t(
          'workspace.editor.outline.empty',
          'Add headings to build a table of contents',
        );
        list.replaceChildren(empty);
        return;
      }
      list.replaceChildren(
        ...entries.map((entry) => {
          const item = document.createElement('li');
          item.style.paddingInlineStart = `${(entry.level - 1) * 16}px`;
          const button = document.createElement('button');
          button.type = 'button';
          button.className = 'quire-outline-entry';
          button.dataset.headingId = entry.id;
          button.textContent = entry.text;
          button.addEventListener('click', () => {
            scrollToBlock(editor.prosemirrorView, editor.domElement, entry.id);
          });
          item.append(button);
          return item;
        }),
      );
    };
    fill();
    const stop = editor.onChange(fill);
    return keepEventsInFields({ dom, destroy: stop });
  },
});
