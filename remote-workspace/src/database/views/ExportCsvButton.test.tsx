import {
  csvToDatabase,
  decodeDoc,
  parseCsv,
  readDatabase,
  readRow,
  type RowModel,
} from '@quire/shared/collab';
import { fireEvent, render, screen } from '@testing-library/react';
import { ExportCsvButton } from './ExportCsvButton';

function imported(text: string, name: string) {
  const made = csvToDatabase({
    csv: parseCsv(text),
    databaseId: crypto.randomUUID(),
    viewId: crypto.randomUUID(),
    name,
    now: new Date('2026-01-02T00:00:00Z'),
  });
  const database = readDatabase(decodeDoc(made.database));
  const rows = new Map<string, RowModel>();
  for (const row of made.rows) {
    const model = readRow(decodeDoc(row.docState));
    if (model !== undefined) rows.set(row.rowId, model);
  }
  const view = database.views[0];
  if (view === undefined) throw new Error('no view');
  return { database, view, rows };
}

function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(new Uint8Array(reader.result instanceof ArrayBuffer ? reader.result : new ArrayBuffer(0)));
    };
    reader.onerror = () => {
      reject(new Error('unreadable'));
    };
    reader.readAsArrayBuffer(blob);
  });
}

describe('ExportCsvButton', () => {
  const created: Blob[] = [];

  // jsdom has no object URLs: the test's own stand-ins record the file handed to the browser.
  beforeEach(() => {
    created.length = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        created.push(blob);
        return 'blob:export';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  });

  it('downloads what the view shows as "<page name>.csv": sorted, cells as displayed, RFC 4180, with a BOM', async () => {
    const { database, view, rows } = imported(
      'Name,Score,Done,Note\nb,2,yes,"x, y"\na,1,no,plain\nc,3,yes,"say ""hi"""\n',
      'Team: Q1/Q2',
    );
    const score = view.fieldOrder[1] ?? '';
    const sorted = { ...view, sorts: [{ fieldId: score, descending: false }] };
    let downloaded = '';
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download;
    });
    render(<ExportCsvButton database={database} view={sorted} rows={rows} pageViewId="not-loaded" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    click.mockRestore();
    // No folder loaded: the view's name, made safe as a file name.
    expect(downloaded).toBe('Team Q1 Q2.csv');
    expect(created).toHaveLength(1);
    const blob = created[0];
    if (blob === undefined) throw new Error('no blob');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await readBytes(blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Name,Score,Done,Note\r\na,1,No,plain\r\nb,2,Yes,"x, y"\r\nc,3,Yes,"say ""hi"""\r\n',
    );
  });
});
