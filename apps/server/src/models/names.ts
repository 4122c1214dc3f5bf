import { z } from 'zod';

// Line breaks and tabs become one space; every other C0/C1 control character goes. Names end up in mail
// subjects, HTML titles, log lines and single-line inputs, where a CR/LF or an escape code does harm.
const breaks = /[\r\n\t\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controls = /[\u0000-\u001f\u007f-\u009f]/g;

/** A user-chosen name (page, space, workspace, person) on one line and without control characters. */
export function cleanName(name: string): string {
  return name.replace(breaks, ' ').replace(controls, '');
}

/**
 * A name field of a request: cleaned and trimmed (a whitespace-only name is no name), then held to
 * `maxLength`; `required` also needs one character (a page may be untitled, a workspace may not).
 */
export function nameSchema(maxLength: number, { required }: { required: boolean } = { required: false }) {
  const cleaned = z.string().transform(cleanName).pipe(z.string().trim());
  return required ? cleaned.pipe(z.string().min(1).max(maxLength)) : cleaned.pipe(z.string().max(maxLength));
}
