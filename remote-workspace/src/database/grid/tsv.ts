// Cell ranges as tab-separated text, the format spreadsheets put on the clipboard: cells holding a tab, a
// newline or a quote are quoted, quotes doubled (what Excel, LibreOffice and Google Sheets write and read).

/** Limits on pasted text: a paste bigger than this is refused rather than frozen on. */
export const pasteLimits = { bytes: 1_000_000, rows: 1_000, columns: 100 } as const;

function quoted(text: string): string {
  return /[\t\n\r"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoted).join('\t')).join('\n');
}

export type TsvParse = { ok: true; rows: string[][] } | { ok: false; reason: 'tooLarge' };

/** Parses clipboard text into rows of cells; a trailing newline adds no empty row. */
export function parseTsv(text: string): TsvParse {
  if (text.length > pasteLimits.bytes) return { ok: false, reason: 'tooLarge' };
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  let inQuotes = false;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (inQuotes) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (char === '"') inQuotes = false;
      else cell += char;
      index += 1;
      continue;
    }
    if (char === '"' && cell === '') inQuotes = true;
    else if (char === '\t') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
    index += 1;
    if (rows.length > pasteLimits.rows || row.length > pasteLimits.columns)
      return { ok: false, reason: 'tooLarge' };
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  if (rows.length > pasteLimits.rows || rows.some((r) => r.length > pasteLimits.columns)) {
    return { ok: false, reason: 'tooLarge' };
  }
  return { ok: true, rows };
}
