import type { DefaultReactSuggestionItem } from '@blocknote/react';
import { dateMention, pageMention, type Mention } from '@quire/shared/collab';
import type { TFunction } from 'i18next';
import { folderStore } from '../../data';
import { foldForSearch, searchPages } from '../../finder/searchPages';
import { ViewIconView } from '../../sidebar/icons/ViewIconView';
import type { EditorPage } from '../pageContext';
import type { DocumentEditorInstance } from '../schema';
import { insertMention } from './insertMention';
import { MENTION_DAYS, mentionDate, type MentionDay } from './mentionDates';

/** Enough pages to choose from while typing narrows them; the menu is a list, not a browser. */
export const MENTION_PAGE_LIMIT = 8;

function mentionOf(insert: { attributes?: { mention?: Mention } }): Mention {
  return insert.attributes?.mention as Mention;
}

function dayTitle(t: TFunction, day: MentionDay): string {
  switch (day) {
    case 'today':
      return t('workspace.editor.mention.today', 'Today');
    case 'tomorrow':
      return t('workspace.editor.mention.tomorrow', 'Tomorrow');
    case 'yesterday':
      return t('workspace.editor.mention.yesterday', 'Yesterday');
  }
}

function longDate(iso: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

function pageItems(
  editor: DocumentEditorInstance,
  t: TFunction,
  query: string,
  page: EditorPage | null,
): DefaultReactSuggestionItem[] {
  if (page === null) return [];
  const root = folderStore.get(page.workspaceId).root;
  const group = t('workspace.editor.mention.pages', 'Pages');
  return searchPages(root, query, MENTION_PAGE_LIMIT).map(({ view, path }) => ({
    title: view.name.trim() === '' ? t('workspace.editor.mention.untitled', 'Untitled') : view.name,
    subtext: path.join(' / '),
    group,
    icon: <ViewIconView icon={view.icon} layout={view.layout} />,
    onItemClick: () => {
      insertMention(editor, mentionOf(pageMention(view.view_id)));
    },
  }));
}

function dateItems(
  editor: DocumentEditorInstance,
  t: TFunction,
  query: string,
  now: Date,
  language: string,
): DefaultReactSuggestionItem[] {
  const wanted = foldForSearch(query.trim());
  const group = t('workspace.editor.mention.dates', 'Dates');
  return MENTION_DAYS.flatMap(({ key, offset }) => {
    const title = dayTitle(t, key);
    // The English word works in every language, as the slash menu's aliases do.
    if (!foldForSearch(title).includes(wanted) && !key.includes(wanted)) return [];
    const date = mentionDate(offset, now);
    return [
      {
        title,
        subtext: longDate(date, language),
        group,
        onItemClick: () => {
          insertMention(editor, mentionOf(dateMention(date, { include_time: false })));
        },
      },
    ];
  });
}

export interface MentionMenuContext {
  /** The page being edited (the workspace whose folder is offered); null offers dates only. */
  page: EditorPage | null;
  language: string;
  now?: Date;
}

/**
 * The '@' menu's items for what was typed after the '@': the workspace's pages whose names hold it (case,
 * accents and width ignored, best first, from the loaded folder), then Today, Tomorrow and Yesterday. Choosing
 * one inserts AppFlowy's page or date mention.
 */
export function mentionMenuItems(
  editor: DocumentEditorInstance,
  t: TFunction,
  query: string,
  { page, language, now = new Date() }: MentionMenuContext,
): DefaultReactSuggestionItem[] {
  return [...pageItems(editor, t, query, page), ...dateItems(editor, t, query, now, language)];
}
