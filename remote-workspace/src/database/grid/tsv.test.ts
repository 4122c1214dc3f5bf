import { parseTsv, pasteLimits, toTsv } from './tsv';

describe('TSV', () => {
  it('round-trips cells holding tabs, newlines and quotes as spreadsheets quote them', () => {
    const rows = [
      ['plain', 'with\ttab', 'two\nlines'],
      ['say "hi"', '', 'end'],
    ];
    const text = toTsv(rows);
    expect(text).toBe('plain\t"with\ttab"\t"two\nlines"\n"say ""hi"""\t\tend');
    expect(parseTsv(text)).toEqual({ ok: true, rows });
  });

  it('reads Windows line ends and ignores one trailing newline (Excel adds it)', () => {
    expect(parseTsv('a\tb\r\nc\td\r\n')).toEqual({
      ok: true,
      rows: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    });
  });

  it('refuses text over the byte, row or column limits', () => {
    expect(parseTsv('x'.repeat(pasteLimits.bytes + 1))).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parseTsv('a\n'.repeat(pasteLimits.rows + 1))).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parseTsv('a\t'.repeat(pasteLimits.columns + 1))).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parseTsv('a\n'.repeat(pasteLimits.rows)).ok).toBe(true);
  });
});
