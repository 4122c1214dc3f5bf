// The rows the database bench measures, generated the same on every run (a seeded generator): 10,000 rows of 12
// fields, written as the CSV Quire imports (the import infers text, number, date, checkbox, select and URL) and as
// the JSON the floor page reads. The primary field is a unique lower-case word, so any sort agrees on its order,
// and the first row's name has none of `filterLetters`, so each one-letter filter changes the first row shown.

export const columns = [
  'Name',
  'Notes',
  'Amount',
  'Price',
  'Quantity',
  'Due',
  'Start',
  'Done',
  'Status',
  'Priority',
  'Website',
  'Code',
];

/** The letters typed, one at a time, into the filter on Name. */
export const filterLetters = ['q', 'x', 'z', 'j', 'v'];

const statuses = ['Backlog', 'Planned', 'In progress', 'Review', 'Done'];
const priorities = ['Low', 'Medium', 'High', 'Urgent'];
const syllables =
  'ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo vu za ze zi zo zu qa xo ja ji'.split(
    ' ',
  );

function random(seed) {
  let state = seed >>> 0;
  return () => {
    // mulberry32: small, fast and the same everywhere.
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` rows of 12 strings, in `columns`' order. */
export function generateRows(count = 10_000) {
  const next = random(24);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const names = new Set();
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    let name;
    do {
      name = Array.from({ length: 4 }, () => pick(syllables)).join('');
    } while (names.has(name) || (index === 0 && filterLetters.some((letter) => name.includes(letter))));
    names.add(name);
    const day = (offset) => new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
    rows.push([
      name,
      Array.from({ length: 5 }, () => pick(syllables) + pick(syllables)).join(' '),
      String(Math.floor(next() * 100_000)),
      (next() * 1000).toFixed(2),
      String(Math.floor(next() * 50)),
      day(Math.floor(next() * 700)),
      day(Math.floor(next() * 700)),
      next() < 0.5 ? 'yes' : 'no',
      pick(statuses),
      pick(priorities),
      `https://example.com/item/${index}`,
      `C-${String(Math.floor(next() * 1e6)).padStart(6, '0')}`,
    ]);
  }
  return rows;
}

/** RFC 4180: a field quoted when it holds a comma, a quote or a line break. */
export function toCsv(rows) {
  const field = (value) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return [columns, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** What each timed action must show as the first row: the sorted first name, each filter's first match. */
export function expectations(rows) {
  const names = rows.map((row) => row[0]);
  const sorted = [...names].sort();
  return {
    first: names[0],
    last: names.at(-1),
    sortedFirst: sorted[0],
    filtered: Object.fromEntries(
      filterLetters.map((letter) => [letter, names.find((name) => name.includes(letter))]),
    ),
  };
}
