import { insertOrUpdateBlockForSlashMenu } from '@blocknote/core';
import type { JSX } from 'react';
import type { EditorPage } from './pageContext';
import type { DocumentEditorInstance, EditorBlock, EditorPartialBlock } from './schema';
import type { SlashMenuItem } from './slashMenu';
import type { ItemText } from './slashMenuTexts';

function glyph(text: string): JSX.Element {
  return (
    <span aria-hidden="true" style={{ fontSize: 16, lineHeight: 1 }}>
      {text}
    </span>
  );
}

function isEmptyLine(block: EditorBlock): boolean {
  return block.type === 'paragraph' && Array.isArray(block.content) && block.content.length === 0;
}

/**
 * Puts `block` where the slash was typed (the block `at`): in place of the empty line, or after the line; at the
 * document's end when that line is gone (the user went on editing while a page was being created).
 */
export function insertAtSlash(editor: DocumentEditorInstance, at: string, block: EditorPartialBlock): void {
  const current = editor.getBlock(at);
  const last = editor.document.at(-1);
  if (current !== undefined && isEmptyLine(current)) editor.replaceBlocks([current.id], [block]);
  else if (current !== undefined) editor.insertBlocks([block], current.id, 'after');
  else if (last !== undefined) editor.insertBlocks([block], last.id, 'after');
}

/**
 * Creates a child page and puts a sub_page block for it where the slash was typed: in place of the empty line,
 * or after the line. Nothing is inserted when the page could not be created (`createSubPage` reported why).
 */
export async function insertSubPage(editor: DocumentEditorInstance, page: EditorPage): Promise<void> {
  const at = editor.getTextCursorPosition().block.id;
  const viewId = await page.createSubPage();
  if (viewId === null) return;
  insertAtSlash(editor, at, { type: 'subPage', props: { viewId } });
}

/** The Page item (after Callout, when the editor knows its page): a new child page, linked from here. */
export function subPageItem(
  editor: DocumentEditorInstance,
  text: ItemText,
  group: string | undefined,
  page: EditorPage,
): SlashMenuItem {
  return {
    key: 'sub_page',
    ...text,
    aliases: ['page', 'subpage', 'sub page', 'child page'],
    group,
    icon: glyph('📄'),
    onItemClick: () => {
      void insertSubPage(editor, page);
    },
  };
}

/** Two columns, each starting with an empty line: AppFlowy's simple_columns. */
function twoColumns(): EditorPartialBlock {
  const column: EditorPartialBlock = { type: 'simpleColumn', children: [{ type: 'paragraph' }] };
  return { type: 'simpleColumns', children: [column, { ...column }] };
}

/** Puts the cursor on the first line inside the columns just made. */
function intoFirstColumn(editor: DocumentEditorInstance, columns: EditorBlock): void {
  const line = columns.children[0]?.children[0];
  if (line !== undefined) editor.setTextCursorPosition(line.id, 'start');
}

/**
 * AppFlowy's math equation, link preview, table of contents, columns and image gallery, in their own group
 * (with BlockNote's Table) at the menu's end.
 */
export function advancedItems(
  editor: DocumentEditorInstance,
  texts: Record<string, ItemText>,
  group: string,
): SlashMenuItem[] {
  const item = (key: string, aliases: string[], icon: string, block: EditorPartialBlock): SlashMenuItem => ({
    key,
    ...(texts[key] as ItemText),
    aliases,
    group,
    icon: glyph(icon),
    onItemClick: () => {
      insertOrUpdateBlockForSlashMenu(editor, block);
    },
  });
  return [
    item('math_equation', ['math', 'equation', 'formula', 'tex', 'latex', 'katex'], '∑', {
      type: 'mathEquation',
    }),
    item('link_preview', ['link', 'preview', 'bookmark', 'url', 'embed'], '🔗', { type: 'linkPreview' }),
    item('outline', ['outline', 'toc', 'table of contents', 'contents'], '☰', { type: 'outline' }),
    {
      ...item('simple_columns', ['columns', 'column', 'layout', 'side by side'], '▥', twoColumns()),
      onItemClick: () => {
        intoFirstColumn(editor, insertOrUpdateBlockForSlashMenu(editor, twoColumns()));
      },
    },
    item('multi_image', ['gallery', 'images', 'photos', 'multi image'], '🖼', { type: 'gallery' }),
  ];
}
