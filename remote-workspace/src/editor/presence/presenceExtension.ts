import { createExtension } from '@blocknote/core';
import type { CollabPresence } from '@quire/shared';
import { presencePlugin } from './presencePlugin';

/** Collaborators' carets and selections in the editor, and this client's shared with them. */
export function presenceExtension(presence: CollabPresence) {
  return createExtension({ key: 'quirePresence', prosemirrorPlugins: [presencePlugin(presence)] } as const);
}
