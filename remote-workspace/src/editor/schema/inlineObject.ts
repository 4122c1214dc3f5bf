import { createInlineContentSpec } from '@blocknote/core';
// The render entry is bundled with this remote (the browser entry is the shell's singleton and may be older).
import {
  describeInlineObject as describeSharedInlineObject,
  type InlineObjectText,
} from '@quire/shared/render';
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

/**
 * What the chip says, and its kind for the styles: shared's `describeInlineObject`, the one function the
 * published page uses too, with this reader's language, the folder's page names and the workspace's people.
 */
export function describeInlineObject(attributes: InlineObjectAttributes): InlineObjectText {
  return describeSharedInlineObject(attributes, {
    locale: getI18n().language,
    pageName,
    personName: currentPersonName,
  });
}

/** A member's current name once the workspace's people have been read; undefined until then, or if not found. */
function currentPersonName(personId: string): string | undefined {
  const workspaceId = folderStore.currentWorkspace();
  const person =
    workspaceId === null
      ? undefined
      : loadedMentionablePeople(workspaceId)?.find((candidate) => candidate.person_id === personId);
  return person === undefined ? undefined : personLabel(person);
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
        if (mention?.type !== 'page' && mention?.type !== 'childPage') return { dom };
        if (typeof mention.page_id === 'string') dom.dataset.pageId = mention.page_id;
        // A renamed page, or the folder arriving after the document: the chip follows the folder.
        const unsubscribe = folderStore.subscribe(paint);
        return { dom, destroy: unsubscribe };
      },
    },
  );
