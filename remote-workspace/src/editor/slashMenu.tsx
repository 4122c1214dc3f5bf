import { insertOrUpdateBlockForSlashMenu } from '@blocknote/core';
import { getDefaultReactSlashMenuItems, type DefaultReactSuggestionItem } from '@blocknote/react';
import type { TFunction } from 'i18next';
import type { EditorPage } from './pageContext';
import type { DocumentEditorInstance } from './schema';
import { advancedItems, subPageItem } from './slashMenuBlocks';
import { databaseItems, type DatabasePicking } from './slashMenuDatabases';
import { rankSlashMenuItems } from './slashMenuRank';
import { groupNames, itemTexts, type ItemText } from './slashMenuTexts';

/** A slash menu item with its key (BlockNote's items carry their dictionary key; its React type drops it). */
export type SlashMenuItem = DefaultReactSuggestionItem & { key: string };

const calloutIcon = (
  <span aria-hidden="true" style={{ fontSize: 16, lineHeight: 1 }}>
    💡
  </span>
);

/**
 * The slash menu's items: BlockNote's defaults for the blocks the schema has, with the product's titles,
 * descriptions and groups (their English words stay as aliases, so `/h1` or `/quote` works in every
 * language), a Callout item after Quote inserting the schema's callout block, a Page item after it when the
 * editor knows its page (`page`), AppFlowy's math equation, link preview and outline under Advanced, and with
 * a page, Grid, Board, Calendar and (with `picking`) "Linked view of database" under Databases.
 */
export function slashMenuItems(
  editor: DocumentEditorInstance,
  t: TFunction,
  page: EditorPage | null = null,
  picking: DatabasePicking | null = null,
): SlashMenuItem[] {
  const texts = itemTexts(t);
  const groups = groupNames(t);
  const items: SlashMenuItem[] = [];
  for (const item of getDefaultReactSlashMenuItems(editor) as SlashMenuItem[]) {
    const text = texts[item.key];
    const aliases = [...(item.aliases ?? []), item.title.toLowerCase()];
    items.push({
      ...item,
      ...(text === undefined ? {} : text),
      aliases,
      ...(item.group === undefined ? {} : { group: groups[item.group] ?? item.group }),
    });
    if (item.key === 'quote') {
      const callout = texts.callout as ItemText;
      const group = item.group === undefined ? undefined : (groups[item.group] ?? item.group);
      items.push({
        key: 'callout',
        ...callout,
        aliases: ['callout', 'note', 'info', 'tip'],
        group,
        icon: calloutIcon,
        onItemClick: () => {
          insertOrUpdateBlockForSlashMenu(editor, { type: 'callout' });
        },
      });
      if (page !== null) items.push(subPageItem(editor, texts.sub_page as ItemText, group, page));
    }
  }
  items.push(...advancedItems(editor, texts, groups.Advanced ?? 'Advanced'));
  if (page !== null)
    items.push(...databaseItems(editor, texts, groups.Databases ?? 'Databases', page, picking));
  return groupedTogether(items);
}

/**
 * The menu shows each group under one heading: items of a group seen earlier (BlockNote's Table is in Advanced,
 * before Media) join it, in their order.
 */
function groupedTogether(items: SlashMenuItem[]): SlashMenuItem[] {
  const groups = new Map<string | undefined, SlashMenuItem[]>();
  for (const item of items) {
    const members = groups.get(item.group) ?? [];
    members.push(item);
    groups.set(item.group, members);
  }
  return [...groups.values()].flat();
}

/** The items matching what was typed after the slash, best match first (an exact name before the rest). */
export function filterSlashMenuItems(
  editor: DocumentEditorInstance,
  t: TFunction,
  query: string,
  page: EditorPage | null = null,
  picking: DatabasePicking | null = null,
): SlashMenuItem[] {
  return rankSlashMenuItems(slashMenuItems(editor, t, page, picking), query);
}
