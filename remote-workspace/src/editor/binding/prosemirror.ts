import type { BlockNoteEditor } from '@blocknote/core';

// ProseMirror's types as BlockNote hands them out: prosemirror-* is BlockNote's dependency, not ours.
export type Transaction = Parameters<Parameters<BlockNoteEditor['transact']>[0]>[0];
export type Node = Transaction['doc'];
export type Schema = Node['type']['schema'];
export type MarkType = Schema['marks'][string];
export type Mark = ReturnType<MarkType['create']>;
