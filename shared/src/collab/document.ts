import * as Y from 'yjs';
import { newBlockId, newGenericId } from './ids.js';
import { encodeDoc, yArray, yMap } from './yjs.js';

/**
 * An empty Document collab in AppFlowy's layout (`data.document.{page_id, blocks, meta}`): a page block
 * holding one empty paragraph, as AppFlowy's own empty document does, so an editor has a line to type in.
 */
export function emptyDocument(): Uint8Array {
  const pageId = newBlockId();
  const paragraphId = newBlockId();
  const pageChildren = newGenericId();
  const paragraphChildren = newGenericId();
  const textId = newGenericId();

  const doc = new Y.Doc();
  doc.transact(() => {
    const blocks = yMap({
      [pageId]: yMap({
        id: pageId,
        ty: 'page',
        parent: '',
        children: pageChildren,
        data: '{}',
        external_id: null,
        external_type: null,
      }),
      [paragraphId]: yMap({
        id: paragraphId,
        ty: 'paragraph',
        parent: pageId,
        children: paragraphChildren,
        data: '{}',
        external_id: textId,
        external_type: 'text',
      }),
    });
    const meta = yMap({
      children_map: yMap({ [pageChildren]: yArray([paragraphId]), [paragraphChildren]: yArray([]) }),
      text_map: yMap({ [textId]: new Y.Text() }),
    });
    doc.getMap('data').set('document', yMap({ page_id: pageId, blocks, meta }));
  });
  return encodeDoc(doc);
}
