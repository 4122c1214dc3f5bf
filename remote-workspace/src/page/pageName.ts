import { nameLimits } from '@quire/shared';

/** The longest page name the server accepts (its page-view name schema reads the same limit). */
export const PAGE_NAME_MAX_LENGTH = nameLimits.view;

// The server cleans a name before it stores it: line breaks and tabs become a space, other control characters
// go, and the ends are trimmed (a whitespace-only name is no name). The title mirrors it, so that what it shows
// after a save is what was saved.
const breaks = /[\r\n\t\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controls = /[\u0000-\u001f\u007f-\u009f]/g;

/** A page name as the server will store it. */
export function normalizePageName(value: string): string {
  return value.replace(breaks, ' ').replace(controls, '').trim();
}
