import '@blocknote/mantine/style.css';
import 'katex/dist/katex.min.css';
import { BlockNoteView } from '@blocknote/mantine';
import { SuggestionMenuController, useCreateBlockNote } from '@blocknote/react';
import { documentTree } from '@quire/shared/collab';
import { notify, selectThemeMode, useAppSelector, type CollabPresence } from '@quire/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import type * as Y from 'yjs';
import { DocumentBinding } from './binding/DocumentBinding';
import type { UndoSlot } from './binding/undoExtension';
import { toEditorDocument } from './convert/toEditor';
import { documentEditorOptions } from './editorOptions';
import { editorTheme } from './editorTheme';
import { watchImageFailures } from './imageFailures';
import type { Handover } from './handover';
import { mentionablePeople, type MentionablePerson } from '../data/people';
import { DatabasePickerDialog } from './embed/DatabasePickerDialog';
import { EditorReadOnlyContext } from './embed/editorReadOnly';
import { DatePickerDialog } from './mention/DatePickerDialog';
import { insertMention } from './mention/insertMention';
import { mentionMenuItems } from './mention/mentionItems';
import { MENTION_TRIGGER, opensMentionMenu } from './mention/mentionTrigger';
import { useMentionClicks } from './mention/useMentionClicks';
import { useEditorPage } from './pageContext';
import type { DocumentEditorInstance } from './schema';
import { FindBar } from './find/FindBar';
import type { FindSlot } from './find/findExtension';
import { ruleRefusalText } from './rules/ruleRefusalText';
import type { RuleSlot } from './rules/ruleKeys';
import { filterSlashMenuItems } from './slashMenu';
import { insertLinkedDatabase, type DatabasePicking } from './slashMenuDatabases';
import { editorUpload, type UploadTarget } from './upload/editorUpload';
import { UploadProgress } from './upload/UploadProgress';
import { Uploads } from './upload/uploads';

interface Props {
  doc: Y.Doc;
  /** Where files pasted, dropped or picked in the editor are stored. */
  target: UploadTarget;
  readOnly: boolean;
  handedOver: Handover | null;
  /** Receives a function focusing the editor once it is ready. */
  onFocusable?: (focus: () => void) => void;
  /** Who else is here: their carets are drawn, and this user's is shared. */
  presence?: CollabPresence | null;
}

/** Puts text split off the title at the top of the document, through the editor so the binding saves it. */
function takeHandover(editor: DocumentEditorInstance, text: string): void {
  const first = editor.document[0];
  if (first === undefined) return;
  const [inserted] = editor.insertBlocks([{ type: 'paragraph', content: text }], first.id, 'before');
  if (inserted === undefined) return;
  editor.setTextCursorPosition(inserted.id, 'start');
  editor.focus();
}

/** The BlockNote editor showing one document collab and bound to it. */
export function BoundEditor({ doc, target, readOnly, handedOver, onFocusable, presence = null }: Props) {
  const { t, i18n } = useTranslation();
  const mode = useAppSelector(selectThemeMode);
  const page = useEditorPage();
  const [undoSlot] = useState<UndoSlot>(() => ({ current: null }));
  const [uploads] = useState(() => new Uploads());
  const [findSlot] = useState<FindSlot>(() => ({ open: null }));
  const [pickingDate, setPickingDate] = useState(false);
  // "Linked view of database": the picker is open, for the block the slash was typed in.
  const [pickingDatabaseAt, setPickingDatabaseAt] = useState<string | null>(null);
  const picking = useMemo<DatabasePicking>(() => ({ pickDatabase: setPickingDatabaseAt }), []);
  const [ruleSlot] = useState<RuleSlot>(() => ({
    binding: null,
    warn: (refusal) => notify.warning(ruleRefusalText(getI18n().t, refusal.reason)),
  }));
  const label = t('workspace.page.bodyLabel', 'Page content');
  // What a new editor starts from, converted only when one is made (for another doc or language): the
  // options below are evaluated on every render, and converting the whole document on each one cost tens of
  // ms at 5,000 blocks, three times a keystroke while the save status was rendered (issue 9).
  const start = useMemo(
    () => ({ language: i18n.language, content: toEditorDocument(documentTree(doc)) }),
    [doc, i18n.language],
  );
  const editor = useCreateBlockNote(
    documentEditorOptions({
      undoSlot,
      findSlot,
      ruleSlot,
      initialContent: start.content,
      label,
      ...(readOnly ? {} : { uploadFile: editorUpload(target, uploads, t) }),
      language: start.language,
      presence,
    }),
    [doc, i18n.language],
  );
  const [binding, setBinding] = useState<DocumentBinding | null>(null);
  useEffect(() => {
    const bound = new DocumentBinding(editor, doc, undoSlot);
    ruleSlot.binding = bound;
    setBinding(bound);
    return () => {
      if (ruleSlot.binding === bound) ruleSlot.binding = null;
      bound.destroy();
    };
  }, [editor, doc, undoSlot, ruleSlot]);

  const taken = useRef<number | null>(null);
  useEffect(() => {
    if (binding === null || handedOver === null || readOnly || taken.current === handedOver.id) return;
    taken.current = handedOver.id;
    takeHandover(editor, handedOver.text);
  }, [binding, editor, handedOver, readOnly]);

  useEffect(() => {
    const root = editor.domElement;
    if (binding === null || root === undefined) return;
    return watchImageFailures(root, () => t('editor.imageLoadFailed', 'The image could not be loaded.'));
  }, [binding, editor, t]);

  useMentionClicks(binding === null ? undefined : editor.domElement, page);

  useEffect(() => {
    onFocusable?.(() => {
      editor.focus();
    });
  }, [editor, onFocusable]);

  return (
    <EditorReadOnlyContext.Provider value={readOnly}>
      <UploadProgress uploads={uploads} />
      <FindBar editor={editor} slot={findSlot} />
      <BlockNoteView
        editor={editor}
        editable={!readOnly}
        theme={editorTheme[mode]}
        data-testid="document-editor"
        data-ready={binding === null ? 'false' : 'true'}
        slashMenu={false}
      >
        <SuggestionMenuController
          triggerCharacter="/"
          getItems={(query) => Promise.resolve(filterSlashMenuItems(editor, t, query, page, picking))}
        />
        <SuggestionMenuController
          triggerCharacter={MENTION_TRIGGER}
          shouldOpen={opensMentionMenu}
          getItems={async (query) => {
            // People are offered once read; without them (offline, refused) pages and dates still are.
            const people: MentionablePerson[] =
              page === null ? [] : await mentionablePeople(page.workspaceId).catch(() => []);
            return mentionMenuItems(editor, t, query, {
              page,
              language: i18n.language,
              people,
              pickDate: () => {
                setPickingDate(true);
              },
            });
          }}
        />
      </BlockNoteView>
      {pickingDate && (
        <DatePickerDialog
          open
          onClose={() => {
            setPickingDate(false);
            editor.focus();
          }}
          onPick={(date) => {
            setPickingDate(false);
            editor.focus();
            insertMention(editor, { type: 'date', date, include_time: false });
          }}
        />
      )}
      {pickingDatabaseAt !== null && page !== null && (
        <DatabasePickerDialog
          workspaceId={page.workspaceId}
          onClose={() => {
            setPickingDatabaseAt(null);
            editor.focus();
          }}
          onPick={(view) => {
            setPickingDatabaseAt(null);
            insertLinkedDatabase(editor, pickingDatabaseAt, view);
          }}
        />
      )}
    </EditorReadOnlyContext.Provider>
  );
}
