import { createInlineContentSpec } from '@blocknote/core';
import { getI18n } from 'react-i18next';
import { findView, folderStore } from '../../data';
import { loadedMentionablePeople, mentionablePeople, personLabel } from '../../data/people';

/** The editor's inline type for AppFlowy's mentions and formulas (one '$' in the stored text each). */
export const inlineObjectType = 'inlineObject';

/** An inline object's stored attributes: `mention` ({type: 'page' | 'date' | …}) or `formula`, and any marks. */
export type InlineObjectAttributes = Record<string, unknown>;

export function parseInlineObject(json: string): InlineObjectAttributes {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed !== null && typeof parsed === 'object' ? (parsed as InlineObjectAttributes) : {};
  } catch {
    return {};
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

function pageName(pageId: string): string {
  const t = getI18n().t.bind(getI18n());
  const workspaceId = folderStore.currentWorkspace();
  const view = workspaceId === null ? null : findView(folderStore.get(workspaceId).root, pageId);
  if (view === null) return t('workspace.editor.mention.missingPage', 'Page not found');
  return view.name.trim() === '' ? t('workspace.editor.mention.untitled', 'Untitled') : view.name;
}

/** AppFlowy's date: a local ISO date-time without a zone ('2024-04-18T14:25:32.457277'). */
function formatDate(mention: Record<string, unknown>): string {
  const raw = typeof mention.date === 'string' ? mention.date : '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00` : raw);
  if (raw === '' || Number.isNaN(date.getTime())) return raw;
  const withTime = mention.include_time === true;
  try {
    return new Intl.DateTimeFormat(getI18n().language, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    }).format(date);
  } catch {
    return date.toLocaleDateString();
  }
}

/** What the chip says, and its kind for the styles. */
export function describeInlineObject(attributes: InlineObjectAttributes): { kind: string; text: string } {
  if (typeof attributes.formula === 'string') return { kind: 'formula', text: attributes.formula };
  const mention = record(attributes.mention);
  if (mention?.type === 'page' && typeof mention.page_id === 'string')
    return { kind: 'page', text: pageName(mention.page_id) };
  if (mention?.type === 'date') return { kind: 'date', text: formatDate(mention) };
  if (mention?.type === 'person') {
    const name = personName(mention);
    if (name !== '') return { kind: 'person', text: `@${name}` };
  }
  return { kind: 'other', text: '@' };
}

/**
 * A person mention's name: the member's current name once the workspace's people have been read, else (not yet
 * read, or no longer someone this reader may see) the name AppFlowy stored with the mention.
 */
function personName(mention: Record<string, unknown>): string {
  const workspaceId = folderStore.currentWorkspace();
  const personId = mention.person_id;
  const person =
    workspaceId === null || typeof personId !== 'string'
      ? undefined
      : loadedMentionablePeople(workspaceId)?.find((candidate) => candidate.person_id === personId);
  if (person !== undefined) return personLabel(person);
  return typeof mention.person_name === 'string' ? mention.person_name : '';
}

/** Reads the workspace's people once (if not yet read) and repaints with them; answers what stops the repaint. */
function repaintWithPeople(paint: () => void): () => void {
  const workspaceId = folderStore.currentWorkspace();
  if (workspaceId === null || loadedMentionablePeople(workspaceId) !== undefined) return () => undefined;
  let live = true;
  mentionablePeople(workspaceId).then(
    () => {
      if (live) paint();
    },
    // Not readable now: the stored name stays.
    () => undefined,
  );
  return () => {
    live = false;
  };
}

/**
 * A mention (page, person, date, or a kind this editor does not know) or a formula, shown read-only as a chip: a
 * page mention shows the page's name from the loaded folder (kept current), a person the member's current name
 * (read once per workspace, the stored name until then or if they cannot be found), a date its date in the
 * reader's language, a formula its source. It holds the stored attributes exactly, as JSON, so writing the
 * text back gives the very same '$' insert: showing it changes nothing in the document.
 */
export const createInlineObjectSpec = () =>
  createInlineContentSpec(
    {
      type: inlineObjectType,
      propSchema: { attributes: { default: '{}' } },
      content: 'none',
    } as const,
    {
      render(inlineContent) {
        const attributes = parseInlineObject(inlineContent.props.attributes);
        const dom = document.createElement('span');
        dom.contentEditable = 'false';
        const paint = () => {
          const { kind, text } = describeInlineObject(attributes);
          dom.className = `quire-inline-object quire-inline-${kind}`;
          dom.dataset.kind = kind;
          dom.textContent = text;
        };
        paint();
        const mention = record(attributes.mention);
        if (mention?.type === 'person') return { dom, destroy: repaintWithPeople(paint) };
        if (mention?.type !== 'page') return { dom };
        if (typeof mention.page_id === 'string') dom.dataset.pageId = mention.page_id;
        // A renamed page, or the folder arriving after the document: the chip follows the folder.
        const unsubscribe = folderStore.subscribe(paint);
        return { dom, destroy: unsubscribe };
      },
    },
  );
