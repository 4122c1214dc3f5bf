import { nodeToBlock } from '@blocknote/core';
import type { DocumentEditorInstance, EditorBlock } from '../schema';
import type { Node } from './prosemirror';

/**
 * The editor's top-level blocks, as `editor.document` gives them, converted only where the ProseMirror
 * document changed since the last read: the top-level nodes both documents share at their start and end
 * (the same node objects: ProseMirror keeps an unchanged node) keep their blocks from the last read.
 * `editor.document` asks BlockNote's block cache once per top-level node on every read, which on a long
 * document is thousands of lookups a keystroke for the one block that changed (issue 9).
 */
export class TopLevelBlocks {
  private doc: Node | null = null;
  private blocks: EditorBlock[] = [];

  constructor(private readonly editor: DocumentEditorInstance) {}

  read(): EditorBlock[] {
    const doc = this.editor.transact((tr) => tr.doc);
    if (doc === this.doc) return this.blocks;
    const group = doc.firstChild;
    const before = this.doc?.firstChild ?? null;
    this.doc = doc;
    if (group === null) {
      this.blocks = [];
      return this.blocks;
    }
    const count = group.childCount;
    if (before === null) {
      this.blocks = this.convert(group, doc, 0, count);
      return this.blocks;
    }
    const had = before.childCount;
    let start = 0;
    while (start < count && start < had && group.child(start) === before.child(start)) start += 1;
    let end = 0;
    while (
      end < count - start &&
      end < had - start &&
      group.child(count - 1 - end) === before.child(had - 1 - end)
    )
      end += 1;
    const middle = this.convert(group, doc, start, count - end);
    this.blocks =
      start === 0 && end === 0
        ? middle
        : [...this.blocks.slice(0, start), ...middle, ...this.blocks.slice(had - end)];
    return this.blocks;
  }

  private convert(group: Node, doc: Node, from: number, to: number): EditorBlock[] {
    const blocks: EditorBlock[] = [];
    for (let index = from; index < to; index += 1)
      blocks.push(nodeToBlock(group.child(index), doc) as unknown as EditorBlock);
    return blocks;
  }
}
