import { createExtension } from '@blocknote/core';
import { Plugin, PluginKey } from 'prosemirror-state';

/** The attribute marking an element whose events belong to it, not to the document (an embedded database). */
export const EMBED_ATTRIBUTE = 'data-quire-embed';

/** Whether an event happened inside an embedded database of the document. */
export function isInsideEmbed(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${EMBED_ATTRIBUTE}]`) !== null;
}

// The events ProseMirror would otherwise act on. A block's node view already keeps most of them from the editor
// (tiptap's `stopEvent`), but not a mousedown on a selectable node (ProseMirror would select the block and take the
// focus from the grid) nor copy, cut and paste (the grid's TSV clipboard would paste into the document). Drags
// and drops are left to the editor: dragging document blocks over an embed still works.
const isolated = [
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'input',
  'compositionstart',
  'compositionupdate',
  'compositionend',
  'mousedown',
  'touchstart',
  'contextmenu',
  'copy',
  'cut',
  'paste',
] as const;

/**
 * Events inside an embedded database are the database's: returning true from `handleDOMEvents` makes ProseMirror
 * skip its own handling (keymaps, selection, clipboard) without preventing the browser's default, so a key typed
 * in a cell goes to the cell and the grid's own React handlers still run.
 */
export function embedIsolationPlugin(): Plugin {
  const handlers = Object.fromEntries(
    isolated.map((type) => [type, (_view: unknown, event: Event) => isInsideEmbed(event.target)]),
  );
  return new Plugin({ key: new PluginKey('quireEmbedIsolation'), props: { handleDOMEvents: handlers } });
}

export function embedIsolationExtension() {
  return createExtension({
    key: 'quireEmbedIsolation',
    prosemirrorPlugins: [embedIsolationPlugin()],
  } as const);
}
