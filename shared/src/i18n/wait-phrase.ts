/** 'in 42 seconds', 'in 10 minutes', 'dans 42 secondes': a wait (a rate limit's) in the reader's language. */
export function waitPhrase(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  return seconds < 90
    ? format.format(Math.max(1, Math.ceil(seconds)), 'second')
    : format.format(Math.ceil(seconds / 60), 'minute');
}
