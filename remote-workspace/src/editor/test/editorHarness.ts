import { BlockNoteEditor } from '@blocknote/core';
import {
  decodeDoc,
  documentTree,
  emptyDocument,
  insertBlock,
  pageId,
  type NewBlock,
} from '@quire/shared/collab';
import type * as Y from 'yjs';
import { DocumentBinding } from '../binding/DocumentBinding';
import type { UndoSlot } from '../binding/undoExtension';
import { toEditorDocument } from '../convert/toEditor';
import { documentEditorOptions, type DocumentEditorSetup } from '../editorOptions';
import type { FindSlot } from '../find/findExtension';
import type { RuleSlot } from '../rules/ruleKeys';
import type { DocumentEditorInstance } from '../schema';

export const otherOrigin = Symbol('another-client');

/** A paragraph block saying `text`, with `children` under it. */
export const paragraph = (id: string, text: string, children: NewBlock[] = []): NewBlock => ({
  id,
  ty: 'paragraph',
  text: [{ insert: text }],
  children,
});

/** A document holding exactly `blocks` (the empty document's paragraph removed). */
export function documentWith(blocks: NewBlock[]): Y.Doc {
  const doc = decodeDoc(emptyDocument());
  const page = pageId(doc);
  const parts = doc.getMap('data').get('document') as Y.Map<unknown>;
  const children = (parts.get('meta') as Y.Map<unknown>).get('children_map') as Y.Map<Y.Array<string>>;
  const pageChildren = (parts.get('blocks') as Y.Map<Y.Map<unknown>>).get(page)?.get('children') as string;
  doc.transact(() => {
    children.get(pageChildren)?.delete(0, children.get(pageChildren)?.length ?? 0);
  }, otherOrigin);
  for (const block of blocks) insertBlock(doc, block, { parentId: page }, otherOrigin);
  return doc;
}

export interface Harness {
  doc: Y.Doc;
  editor: DocumentEditorInstance;
  binding: DocumentBinding;
  destroy(): void;
}

/** An editor mounted in jsdom, showing `doc` and bound to it, as the page does. */
export function bindEditor(
  doc: Y.Doc,
  findSlot?: FindSlot,
  ruleSlot?: RuleSlot,
  uploadFile?: (file: File) => Promise<string>,
): Harness {
  return bindEditorWith(doc, {
    ...(findSlot === undefined ? {} : { findSlot }),
    ...(ruleSlot === undefined ? {} : { ruleSlot }),
    ...(uploadFile === undefined ? {} : { uploadFile }),
  });
}

/** `bindEditor` with any of the page's editor options. */
export function bindEditorWith(
  doc: Y.Doc,
  options: Omit<DocumentEditorSetup, 'undoSlot' | 'initialContent'>,
): Harness {
  const { ruleSlot } = options;
  const slot: UndoSlot = { current: null };
  const editor = BlockNoteEditor.create(
    documentEditorOptions({
      ...options,
      undoSlot: slot,
      initialContent: toEditorDocument(documentTree(doc)),
    }),
  );
  const element = document.createElement('div');
  document.body.append(element);
  editor.mount(element);
  const binding = new DocumentBinding(editor, doc, slot);
  if (ruleSlot !== undefined) ruleSlot.binding = binding;
  return {
    doc,
    editor,
    binding,
    destroy() {
      binding.destroy();
      editor.unmount();
      element.remove();
    },
  };
}

/** The document as `ty text` lines, children indented. */
export function outline(doc: Y.Doc): string[] {
  const lines: string[] = [];
  const walk = (node: ReturnType<typeof documentTree>, depth: number) => {
    const text =
      node.text === null
        ? ''
        : ` ${node.text.map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('')}`;
    lines.push(`${'  '.repeat(depth)}${node.ty}${text}`.trimEnd());
    for (const child of node.children) walk(child, depth + 1);
  };
  for (const child of documentTree(doc).children) walk(child, 0);
  return lines;
}
