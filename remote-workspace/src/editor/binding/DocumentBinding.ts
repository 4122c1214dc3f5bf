import { childIds, documentParts, getBlock, pageId } from '@quire/shared/collab';
import * as Y from 'yjs';
import type { DocumentEditorInstance } from '../schema';
import { standsForSubtree } from '../schema/subtree';
import { applyRemoteChanges } from './applyRemote';
import { remoteChangesOf, type RemoteChanges } from './remoteChanges';
import { sameIds } from './stableIds';
import { TopLevelBlocks } from './topLevelBlocks';
import type { UndoSlot, UndoTarget } from './undoExtension';
import { snapshotOf, writeEditorDocument, type EditorSnapshot } from './writeLocal';

/** Marks the editor transactions that carry changes from the Y.Doc. */
export const fromModelMeta = 'quire-from-model';

/**
 * Keeps a BlockNote editor and a document collab equal. Editor changes are written to the block model in one
 * transaction with this binding's origin (held while an IME composition is open); changes of any other origin
 * (undo, the cache and server merge, co-editors) are applied to the editor in one transaction that the
 * editor side ignores, so neither direction echoes. Undo tracks only this binding's origin.
 */
export class DocumentBinding implements UndoTarget {
  /** The origin of this editor's writes (a fresh object: two editors on one doc are two origins). */
  readonly origin = { source: 'document-editor' };
  /**
   * The origin of the block rules run for this editor (Enter, Tab): the model decides the result, which then
   * reaches the editor like a co-editor's change, yet is undone like this editor's own.
   */
  readonly ruleOrigin = { source: 'document-editor-rule' };
  readonly undoManager: Y.UndoManager;
  private snapshot: EditorSnapshot;
  private applyingModel = false;
  private readonly model: Y.Map<unknown>;
  /** The editor's top-level blocks, read again only where they changed. */
  private readonly top: TopLevelBlocks;
  private readonly cleanups: (() => void)[] = [];

  constructor(
    readonly editor: DocumentEditorInstance,
    readonly doc: Y.Doc,
    undoSlot?: UndoSlot,
  ) {
    this.model = documentParts(doc).document;
    this.top = new TopLevelBlocks(editor);
    this.snapshot = snapshotOf(this.top.read());
    this.undoManager = new Y.UndoManager(this.model, {
      trackedOrigins: new Set([this.origin, this.ruleOrigin]),
    });
    this.model.observeDeep(this.onModelChange);
    this.cleanups.push(editor.onChange(this.onEditorChange));
    this.cleanups.push(editor.onMount(this.watchComposition));
    if (editor.domElement !== undefined) this.watchComposition();
    if (undoSlot !== undefined) {
      undoSlot.current = this;
      this.cleanups.push(() => {
        if (undoSlot.current === this) undoSlot.current = null;
      });
    }
  }

  /** Writes what the editor holds and the model lacks (the binding does this on every editor change). */
  flush(): void {
    const { touched, snapshot } = writeEditorDocument(this.doc, this.top.read(), this.snapshot, this.origin);
    this.snapshot = snapshot;
    const rearranged = [...touched].filter((id) => !this.sameChildren(id));
    if (rearranged.length > 0)
      this.applyToEditor({
        texts: new Map(),
        retyped: new Set(),
        parents: new Set(rearranged),
        reload: false,
      });
  }

  /** Runs a block rule on the model, after writing what the editor holds, and shows its result. */
  runRule<T>(rule: (doc: Y.Doc, origin: unknown) => T): T {
    this.flush();
    return rule(this.doc, this.ruleOrigin);
  }

  undo(): void {
    this.flush();
    this.undoManager.undo();
  }

  redo(): void {
    this.flush();
    this.undoManager.redo();
  }

  destroy(): void {
    this.model.unobserveDeep(this.onModelChange);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.undoManager.destroy();
  }

  private readonly onEditorChange = () => {
    if (this.applyingModel || this.composing()) return;
    this.flush();
  };

  private readonly onModelChange = (
    events: Y.YEvent<Y.AbstractType<unknown>>[],
    transaction: Y.Transaction,
  ) => {
    if (transaction.origin === this.origin) return;
    this.applyToEditor(remoteChangesOf(this.doc, events));
  };

  private applyToEditor(changes: RemoteChanges): void {
    this.applyingModel = true;
    try {
      this.editor.transact((tr) => {
        tr.setMeta(fromModelMeta, true).setMeta('addToHistory', false);
        applyRemoteChanges(this.editor, this.doc, changes);
      });
    } finally {
      this.applyingModel = false;
    }
    this.snapshot = snapshotOf(this.top.read());
  }

  /** Whether the editor shows the block's children (the page's, for the page id) as the model has them. */
  private sameChildren(id: string): boolean {
    const inModel = getBlock(this.doc, id) === undefined ? [] : childIds(this.doc, id);
    const inEditor = id === pageId(this.doc) ? this.top.read() : (this.editor.getBlock(id)?.children ?? []);
    if (standsForSubtree(this.editor.getBlock(id)?.type)) return true;
    return sameIds(
      inModel,
      inEditor.map((block) => block.id),
    );
  }

  private composing(): boolean {
    return this.editor.domElement !== undefined && this.editor.prosemirrorView.composing;
  }

  private readonly watchComposition = () => {
    const dom = this.editor.domElement;
    if (dom === undefined) return;
    const onEnd = () => {
      // ProseMirror reads the composed text after the event; write once it has.
      setTimeout(() => {
        if (!this.composing()) this.flush();
      }, 0);
    };
    dom.addEventListener('compositionend', onEnd);
    this.cleanups.push(() => {
      dom.removeEventListener('compositionend', onEnd);
    });
  };
}
