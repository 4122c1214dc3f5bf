import { createDocumentEditorSlot } from './DocumentEditorSlot';

// The editor (BlockNote, ProseMirror, Mantine) is its own chunk: the sidebar and the page header work
// before it arrives, and go on working if it fails to arrive. Nothing here may import it statically.
export const DocumentEditorSlot = createDocumentEditorSlot(
  () => import(/* webpackChunkName: "document-editor" */ './DocumentEditor'),
);
export type { DocumentCollab, DocumentEditorProps } from './DocumentEditor';
export type { Handover } from './handover';
