import { numberOf } from './fieldTypes.js';

// Formatting is written out rather than left to Intl: the server renders the page and the browser hydrates
// it, and their ICU data may differ; the same input must give the same text on both. Dates are shown in UTC
// unless the field names a time zone the runtime knows (then Intl, which both sides share for named zones).

/** AppFlowy's NumberFormat numbers → the symbol written before (or, for percent, after) the value. */
const currencySymbols: Record<number, string> = {
  1: '$',
  2: 'CA$',
  4: '€',
  5: '£',
  6: '¥',
  7: '₽',
  8: '₹',
  9: '₩',
  10: 'CN¥',
  11: 'R$',
  12: '₺',
  13: 'Rp',
  14: 'CHF ',
  15: 'HK$',
  16: 'NZ$',
  17: 'kr ',
  18: 'kr ',
  19: 'MX$',
  20: 'R ',
  21: 'NT$',
  22: 'kr ',
  23: '฿',
  24: 'Ft ',
  25: 'Kč ',
  26: '₪',
  27: 'CLP$',
  28: '₱',
  29: 'AED ',
  30: 'COP$',
  31: 'SAR ',
  32: 'RM ',
  33: 'lei ',
  34: 'ARS$',
  35: 'UYU$',
};
const percentFormat = 36;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A number cell's text: its value as stored, grouped by thousands, with the format's symbol. */
export function formatNumber(data: string, typeOption: Record<string, unknown>): string {
  const text = data.trim();
  if (text === '' || !Number.isFinite(Number(text))) return text;
  const negative = text.startsWith('-');
  const [whole = '', fraction] = text.replace(/^[-+]/, '').split('.');
  const body = `${groupThousands(whole === '' ? '0' : whole)}${fraction === undefined ? '' : `.${fraction}`}`;
  const format = numberOf(typeOption.format);
  if (format === percentFormat) return `${negative ? '-' : ''}${body}%`;
  const symbol = currencySymbols[format] ?? '';
  return `${negative ? '-' : ''}${symbol}${body}`;
}

const monthShort = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The calendar parts of a unix time in UTC, or in `timeZone` when the runtime knows it. */
export function dateParts(seconds: number, timeZone = ''): Parts {
  const date = new Date(seconds * 1000);
  if (timeZone !== '') {
    try {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      }).formatToParts(date);
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
      return {
        year: part('year'),
        month: part('month') - 1,
        day: part('day'),
        hour: part('hour'),
        minute: part('minute'),
      };
    } catch {
      // An unknown zone falls back to UTC.
    }
  }
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** AppFlowy's DateFormat: 0 Local (MM/DD/YYYY), 1 US (YYYY/MM/DD), 2 ISO, 3 Friendly, 4 DayMonthYear. */
function formatDay(parts: Parts, dateFormat: number): string {
  const { year, month, day } = parts;
  switch (dateFormat) {
    case 1:
      return `${year}/${pad(month + 1)}/${pad(day)}`;
    case 2:
      return `${year}-${pad(month + 1)}-${pad(day)}`;
    case 3:
      return `${monthShort[month] ?? ''} ${day}, ${year}`;
    case 4:
      return `${pad(day)}/${pad(month + 1)}/${year}`;
    default:
      return `${pad(month + 1)}/${pad(day)}/${year}`;
  }
}

/** AppFlowy's TimeFormat: 0 twelve-hour, 1 twenty-four-hour. */
function formatTime(parts: Parts, timeFormat: number): string {
  if (timeFormat === 1) return `${pad(parts.hour)}:${pad(parts.minute)}`;
  const hour = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  return `${hour}:${pad(parts.minute)} ${parts.hour < 12 ? 'AM' : 'PM'}`;
}

/** A unix time (seconds) as the field's date and, when asked, time format. */
export function formatDate(
  seconds: number,
  typeOption: Record<string, unknown>,
  includeTime: boolean,
): string {
  const parts = dateParts(seconds, typeof typeOption.timezone_id === 'string' ? typeOption.timezone_id : '');
  const day = formatDay(parts, numberOf(typeOption.date_format, 3));
  return includeTime ? `${day} ${formatTime(parts, numberOf(typeOption.time_format, 1))}` : day;
}

/** A unix-seconds string, or undefined when it is not a time. */
export function secondsOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** A duration in seconds (the Time field) as `1h 05m` or `12m`. */
export function formatDuration(data: string): string {
  const seconds = secondsOf(data);
  if (seconds === undefined) return data;
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${pad(minutes % 60)}m` : `${minutes}m`;
}
