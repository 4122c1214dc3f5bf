import type { JSX } from 'react';
import type { ViewLayout } from '../data';
import type { EditorPage } from './pageContext';
import { databaseBlockTypeOf, databaseLayouts, type DatabaseBlockType } from './schema/databaseTypes';
import type { DocumentEditorInstance } from './schema';
import type { SlashMenuItem } from './slashMenu';
import { insertAtSlash } from './slashMenuBlocks';
import type { ItemText } from './slashMenuTexts';

/** What the slash menu asks of the editor around it: the picker of an existing database page. */
export interface DatabasePicking {
  /** Opens the picker; the block it inserts goes where the slash was typed (the block `at`). */
  pickDatabase(at: string): void;
}

function glyph(text: string): JSX.Element {
  return (
    <span aria-hidden="true" style={{ fontSize: 16, lineHeight: 1 }}>
      {text}
    </span>
  );
}

/**
 * AppFlowy's grid, board or calendar block embedding the view `viewId`. `parentId` is what AppFlowy records: the
 * document for a database made inside it, the database's page for a linked view.
 */
export function databaseBlock(ty: DatabaseBlockType, viewId: string, parentId: string) {
  return { type: 'databaseView', props: { ty, viewId, parentId } } as const;
}

/**
 * A new database page of that layout as a child of this page (as AppFlowy does: its default fields and rows
 * come with it), embedded where the slash was typed. Nothing is inserted when the page could not be created.
 */
export async function insertNewDatabase(
  editor: DocumentEditorInstance,
  page: EditorPage,
  ty: DatabaseBlockType,
): Promise<void> {
  const at = editor.getTextCursorPosition().block.id;
  const viewId = await page.createSubPage(databaseLayouts[ty]);
  if (viewId === null) return;
  insertAtSlash(editor, at, databaseBlock(ty, viewId, page.viewId));
}

const icons: Record<DatabaseBlockType, string> = { grid: '▦', board: '▤', calendar: '📅' };
const aliases: Record<DatabaseBlockType, string[]> = {
  grid: ['grid', 'table', 'database', 'spreadsheet'],
  board: ['board', 'kanban', 'database'],
  calendar: ['calendar', 'database', 'dates'],
};

/** Grid, Board, Calendar (new databases inside this page) and "Linked view of database", in one group. */
export function databaseItems(
  editor: DocumentEditorInstance,
  texts: Record<string, ItemText>,
  group: string,
  page: EditorPage,
  picking: DatabasePicking | null,
): SlashMenuItem[] {
  const items: SlashMenuItem[] = (['grid', 'board', 'calendar'] as const).map((ty) => ({
    key: ty,
    ...(texts[ty] as ItemText),
    aliases: aliases[ty],
    group,
    icon: glyph(icons[ty]),
    onItemClick: () => {
      void insertNewDatabase(editor, page, ty);
    },
  }));
  if (picking !== null) {
    items.push({
      key: 'linked_database',
      ...(texts.linked_database as ItemText),
      aliases: ['linked', 'link database', 'existing database', 'database view', 'linked view'],
      group,
      icon: glyph('⧉'),
      onItemClick: () => {
        picking.pickDatabase(editor.getTextCursorPosition().block.id);
      },
    });
  }
  return items;
}

/**
 * The block for "Linked view of database": the picked database page's view, shown here. AppFlowy makes a new
 * view of the database for a linked block (its `view_id`, with `parent_id` the database's page); the server has
 * no route for making one yet, so the block shows the page's own view (`view_id` = `parent_id`), which AppFlowy
 * reads the same way.
 */
export function insertLinkedDatabase(
  editor: DocumentEditorInstance,
  at: string,
  picked: { view_id: string; layout: ViewLayout },
): boolean {
  const ty = databaseBlockTypeOf(picked.layout);
  if (ty === null) return false;
  insertAtSlash(editor, at, databaseBlock(ty, picked.view_id, picked.view_id));
  return true;
}
