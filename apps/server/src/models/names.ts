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

/** A name field of a request: cleaned, then held to `maxLength`; `trimmed` also trims and needs one character. */
export function nameSchema(maxLength: number, { trimmed }: { trimmed: boolean } = { trimmed: false }) {
  const cleaned = z.string().transform(cleanName);
  return trimmed
    ? cleaned.pipe(z.string().trim().min(1).max(maxLength))
    : cleaned.pipe(z.string().max(maxLength));
}
