import { api } from '@quire/shared';
import type { MentionablePerson } from '@quire/shared/contract';

export type { MentionablePerson };

// The people an '@' can name (AppFlowy's mentionable persons: a guest sees only itself and the Owner), read
// once per workspace for the page's lifetime; a failed read is forgotten so the next '@' asks again.
const people = new Map<string, Promise<MentionablePerson[]>>();
/** The lists read so far, for what must be drawn at once (a person mention's current name). */
const loaded = new Map<string, MentionablePerson[]>();

export function mentionablePeople(workspaceId: string): Promise<MentionablePerson[]> {
  let known = people.get(workspaceId);
  if (known === undefined) {
    known = api
      .get<{ persons: MentionablePerson[] }>(
        `/api/workspace/${encodeURIComponent(workspaceId)}/mentionable-person`,
      )
      .then(
        (answer) => {
          loaded.set(workspaceId, answer.persons);
          return answer.persons;
        },
        (error: unknown) => {
          people.delete(workspaceId);
          throw error;
        },
      );
    people.set(workspaceId, known);
  }
  return known;
}

/** Forgets the people read (sign-out, tests). */
export function forgetMentionablePeople(): void {
  people.clear();
  loaded.clear();
}

/** The people of a workspace if they have been read (`mentionablePeople`), else undefined. */
export function loadedMentionablePeople(workspaceId: string): readonly MentionablePerson[] | undefined {
  return loaded.get(workspaceId);
}

/** How a person is named: their name, or their e-mail when they have none. */
export const personLabel = (person: MentionablePerson): string =>
  person.name.trim() === '' ? person.email : person.name;
