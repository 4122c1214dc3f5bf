import { Plugin, Selection, TextSelection } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';

/**
 * mod+Home / mod+End: the selection to the document's first or last text, in one transaction, so the block it
 * lands in is one of the caret's blocks (rendered) before the next key arrives. The browser's own move went to
 * the window's ends, and, below the window's threshold, into a block `content-visibility` still skipped: the
 * next key was lost ("ritten at the end.").
 */
function selectDocumentEdge(view: EditorView, end: 'start' | 'end', extend: boolean): boolean {
  const { doc, selection } = view.state;
  const target = end === 'start' ? Selection.atStart(doc) : Selection.atEnd(doc);
  const next = extend ? TextSelection.between(selection.$anchor, target.$head) : target;
  view.dispatch(view.state.tr.setSelection(next).scrollIntoView());
  return true;
}

/** mod+Home / mod+End (⌘↑ / ⌘↓ too; with Shift they extend the selection) through `selectDocumentEdge`. */
export function documentEndsPlugin(): Plugin {
  return new Plugin({
    props: {
      handleKeyDown: (view, event) => {
        const mod = event.ctrlKey || event.metaKey;
        if (!mod || event.altKey) return false;
        if (event.key === 'Home' || (event.metaKey && event.key === 'ArrowUp'))
          return selectDocumentEdge(view, 'start', event.shiftKey);
        if (event.key === 'End' || (event.metaKey && event.key === 'ArrowDown'))
          return selectDocumentEdge(view, 'end', event.shiftKey);
        return false;
      },
    },
  });
}
