import type { DefaultReactSuggestionItem } from '@blocknote/react';
import { dateMention, pageMention, type Mention } from '@quire/shared/collab';
import type { TFunction } from 'i18next';
import { folderStore } from '../../data';
import { foldForSearch, searchPages } from '../../finder/searchPages';
import { ViewIconView } from '../../sidebar/icons/ViewIconView';
import type { EditorPage } from '../pageContext';
import type { DocumentEditorInstance } from '../schema';
import { personLabel, type MentionablePerson } from '../../data/people';
import { insertMention } from './insertMention';
import { MENTION_DAYS, mentionDate, type MentionDay } from './mentionDates';

/** Enough pages to choose from while typing narrows them; the menu is a list, not a browser. */
export const MENTION_PAGE_LIMIT = 8;
/** Enough people likewise. */
export const MENTION_PERSON_LIMIT = 5;

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

/**
 * Workspace members whose name or e-mail holds the query. Choosing one inserts AppFlowy's person mention:
 * `{type: 'person', person_id, person_name, page_id}` (the page it is written on, as AppFlowy records it).
 */
function personItems(
  editor: DocumentEditorInstance,
  t: TFunction,
  query: string,
  page: EditorPage | null,
  people: readonly MentionablePerson[],
): DefaultReactSuggestionItem[] {
  if (page === null) return [];
  const wanted = foldForSearch(query.trim());
  const group = t('workspace.editor.mention.people', 'People');
  return people
    .filter((person) => foldForSearch(`${person.name} ${person.email}`).includes(wanted))
    .slice(0, MENTION_PERSON_LIMIT)
    .map((person) => ({
      title: personLabel(person),
      subtext: person.email,
      group,
      onItemClick: () => {
        insertMention(editor, {
          type: 'person',
          person_id: person.person_id,
          person_name: personLabel(person),
          page_id: page.viewId,
        });
      },
    }));
}

function dateItems(
  editor: DocumentEditorInstance,
  t: TFunction,
  query: string,
  now: Date,
  language: string,
  pickDate: (() => void) | undefined,
): DefaultReactSuggestionItem[] {
  const wanted = foldForSearch(query.trim());
  const group = t('workspace.editor.mention.dates', 'Dates');
  const pickTitle = t('workspace.editor.mention.pickDate', 'Pick a date…');
  const picker: DefaultReactSuggestionItem[] =
    pickDate !== undefined && (foldForSearch(pickTitle).includes(wanted) || 'date'.includes(wanted))
      ? [{ title: pickTitle, group, onItemClick: pickDate }]
      : [];
  return [
    ...MENTION_DAYS.flatMap(({ key, offset }) => {
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
    }),
    ...picker,
  ];
}

export interface MentionMenuContext {
  /** The page being edited (the workspace whose folder is offered); null offers dates only. */
  page: EditorPage | null;
  language: string;
  now?: Date;
  /** The workspace's people who can be mentioned (none until they are read). */
  people?: readonly MentionablePerson[];
  /** Opens the date picker, which inserts the date chosen; without it the menu offers no picker. */
  pickDate?: () => void;
}

/**
 * The '@' menu's items for what was typed after the '@': the workspace's pages whose names hold it (case,
 * accents and width ignored, best first, from the loaded folder), the people whose name or e-mail holds it,
 * then Today, Tomorrow, Yesterday and "Pick a date…". Choosing one inserts AppFlowy's page, person or date
 * mention.
 */
export function mentionMenuItems(
  editor: DocumentEditorInstance,
  t: TFunction,
  query: string,
  { page, language, now = new Date(), people = [], pickDate }: MentionMenuContext,
): DefaultReactSuggestionItem[] {
  return [
    ...pageItems(editor, t, query, page),
    ...personItems(editor, t, query, page, people),
    ...dateItems(editor, t, query, now, language, pickDate),
  ];
}
