// What an inline object (AppFlowy's mentions and formulas) says, the same in the editor and on the published
// page (issue 27: a date read "@2026-12-02" published and "Dec 2, 2026" in the editor). No DOM, no React: the
// editor's chips, the server's HTML and the publish remote all take their text from here.

/** The kinds of inline object either side draws. */
export type InlineObjectKind = 'page' | 'date' | 'person' | 'formula' | 'other';

/** What a chip says, and its kind for the styles. */
export interface InlineObjectText {
  kind: InlineObjectKind;
  text: string;
}

/** What a caller knows beyond the stored attributes: the reader's language and the names of pages and people. */
export interface InlineObjectNames {
  /** A BCP 47 language tag ('en', 'de-DE'): dates are written in it. */
  locale: string;
  /** The name a page mention shows: the page's name, or the caller's 'Untitled' / 'Page not found'. */
  pageName: (pageId: string) => string;
  /** A person's current name, if the caller knows it; otherwise the name stored with the mention is shown. */
  personName?: (personId: string) => string | undefined;
}

interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** AppFlowy's local date-time without a zone ('2024-04-18T14:25:32.457277', or a date alone), or null. */
function localDateTime(value: string): LocalDateTime | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value);
  if (match === null) return null;
  // The time is optional: a date alone is midnight.
  const field = (index: number) => Number(match[index] ?? 0);
  const [year, month, day, hour, minute] = [1, 2, 3, 4, 5].map(field) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day, hour, minute };
}

function formatter(locale: string, withTime: boolean): Intl.DateTimeFormat {
  // UTC on both ends with the stored fields as UTC: the same text whatever the machine's clock and zone, so
  // the server's HTML and the browser's hydration agree and the editor shows what was stored.
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  };
  try {
    return new Intl.DateTimeFormat(locale, options);
  } catch {
    // An unknown or malformed language tag: English rather than nothing.
    return new Intl.DateTimeFormat('en', options);
  }
}

function formatOne(value: string, locale: string, withTime: boolean): string {
  const parts = localDateTime(value);
  if (parts === null) return value;
  const utc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return Number.isNaN(utc) ? value : formatter(locale, withTime).format(new Date(utc));
}

/** The date mention fields this reads (AppFlowy's `{type: 'date', date, include_time, end}`). */
export interface DateMentionFields {
  date?: unknown;
  include_time?: unknown;
  end?: unknown;
}

/**
 * A date mention's text in the reader's language: 'Dec 2, 2026', with the time when the mention has one
 * ('Dec 2, 2026, 2:25 PM'), a range as 'start → end'. A value that is not a date shows as stored.
 */
export function formatDateMention(mention: DateMentionFields, locale: string): string {
  const date = typeof mention.date === 'string' ? mention.date : '';
  const withTime = mention.include_time === true;
  const start = formatOne(date, locale, withTime);
  return typeof mention.end === 'string' && mention.end !== ''
    ? `${start} → ${formatOne(mention.end, locale, withTime)}`
    : start;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

/** A person mention's name: the caller's current one, else the one stored with the mention; '' for none. */
function personName(mention: Record<string, unknown>, names: InlineObjectNames): string {
  const id = mention.person_id;
  const current = typeof id === 'string' ? names.personName?.(id) : undefined;
  const stored = typeof mention.person_name === 'string' ? mention.person_name : '';
  return (current ?? stored).trim();
}

/**
 * What an inline object says, from its stored attributes (`mention` or `formula`): a page mention the page's
 * name, a date its date, a person '@' and their name, a formula its source (the published page typesets it
 * when it can), anything else '@'.
 */
export function describeInlineObject(
  attributes: Record<string, unknown>,
  names: InlineObjectNames,
): InlineObjectText {
  if (typeof attributes.formula === 'string') return { kind: 'formula', text: attributes.formula };
  const mention = record(attributes.mention);
  switch (mention?.type) {
    case 'page':
    case 'childPage':
      if (typeof mention.page_id === 'string') return { kind: 'page', text: names.pageName(mention.page_id) };
      break;
    case 'date':
      if (typeof mention.date === 'string')
        return { kind: 'date', text: formatDateMention(mention, names.locale) };
      break;
    case 'person': {
      const name = personName(mention, names);
      if (name !== '') return { kind: 'person', text: `@${name}` };
      break;
    }
    default:
      break;
  }
  return { kind: 'other', text: '@' };
}
