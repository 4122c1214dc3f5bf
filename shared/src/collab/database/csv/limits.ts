/** What a CSV import accepts (issue 24): beyond these the whole import is refused, nothing created. */
export const csvLimits = {
  /** UTF-8 bytes of the file. */
  bytes: 20 * 1024 * 1024,
  /** Data rows, the header line not counted. */
  rows: 100_000,
  columns: 500,
} as const;
