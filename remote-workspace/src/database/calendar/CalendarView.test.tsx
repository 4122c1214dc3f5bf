import { FieldType, readDatabase, ViewLayout } from '@quire/shared/collab';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BOARD_DATABASE, dragWithMouse, ioFor, layOut, seedDatabase, seedRow } from '../board/boardTestSeed';
import { FakeCollabServer, cellOf, renderDatabase } from '../test/databaseHarness';

const DAY = 86_400;
const at = (iso: string) => Date.parse(`${iso}Z`) / 1000;
const CELL = 100;

/** The month's days in rows of seven, each CELL wide and high: enough layout for the drag's hit testing. */
function dayBox(element: Element) {
  const days = [...document.querySelectorAll('[data-testid=calendar-day]')];
  const index = days.indexOf(element);
  if (index < 0) return undefined;
  return { x: (index % 7) * CELL, y: Math.floor(index / 7) * CELL, width: CELL, height: CELL };
}

function middleOf(date: string) {
  const day = document.querySelector(`[data-testid=calendar-day][data-date="${date}"]`);
  const box = day === null ? undefined : dayBox(day);
  if (box === undefined) throw new Error(`no day ${date}`);
  return { x: box.x + CELL / 2, y: box.y + CELL / 2 };
}

let clock: jest.SpyInstance;
beforeEach(() => {
  // Today is 10 March 2026 (a Tuesday; March 2026 starts on a Sunday).
  clock = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-10T12:00:00Z'));
});
afterEach(() => {
  clock.mockRestore();
  window.history.replaceState(null, '', '/');
});

async function openCalendar(options: { readOnly?: boolean } = {}) {
  const server = new FakeCollabServer();
  const seeded = seedDatabase(server, BOARD_DATABASE, ViewLayout.Calendar);
  const name = seeded.fields.Name ?? '';
  const date = seeded.fields.Date ?? '';
  const text = (data: string) => ({ type: FieldType.RichText, data });
  const trip = seedRow(server, BOARD_DATABASE, {
    [name]: text('Trip'),
    [date]: {
      type: FieldType.DateTime,
      data: String(at('2026-03-10T09:30:00')),
      endTimestamp: String(at('2026-03-12T09:30:00')),
      isRange: true,
      includeTime: true,
    },
  });
  const long = seedRow(server, BOARD_DATABASE, {
    [name]: text('Conference'),
    [date]: {
      type: FieldType.DateTime,
      data: String(at('2026-03-13T00:00:00')),
      endTimestamp: String(at('2026-03-16T00:00:00')),
      isRange: true,
    },
  });
  const undated = seedRow(server, BOARD_DATABASE, { [name]: text('Someday') });
  const { io, syncs } = ioFor(server, BOARD_DATABASE);
  renderDatabase(io, options);
  await screen.findByText('Someday');
  await screen.findAllByText('Trip');
  const events = (rowId: string) =>
    screen.getAllByTestId('calendar-event').filter((event) => event.getAttribute('data-event-id') === rowId);
  const dateOf = (rowId: string) => cellOf(syncs, rowId, date);
  return { server, syncs, name, date, trip, long, undated, events, dateOf };
}

describe('the calendar', () => {
  it('shows the month of today, places a range as one bar across its days, and splits one that crosses a week', async () => {
    const calendar = await openCalendar();
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('March 2026');
    const [trip] = calendar.events(calendar.trip);
    // Week numbers take the first column; Sunday is column 2, so Tuesday to Thursday is 4 to 6.
    expect(trip?.style.gridColumn).toBe('4 / 7');
    expect(trip?.parentElement?.querySelector('[data-date="2026-03-10"]')).not.toBeNull();
    const pieces = calendar.events(calendar.long);
    expect(pieces).toHaveLength(2);
    expect(pieces.map((piece) => piece.style.gridColumn)).toEqual(['7 / 9', '2 / 4']);
    expect(screen.getByLabelText('Week 11')).toBeInTheDocument();
  });

  it('a bar dragged to another day moves the whole range, keeping its time and length', async () => {
    const calendar = await openCalendar();
    const restore = layOut(dayBox);
    try {
      const [bar] = calendar.events(calendar.trip);
      if (bar === undefined) throw new Error('no bar');
      dragWithMouse(bar, middleOf('2026-03-10'), middleOf('2026-03-18'));
    } finally {
      restore();
    }
    const cell = calendar.dateOf(calendar.trip);
    expect(cell?.data).toBe(String(at('2026-03-10T09:30:00') + 8 * DAY));
    expect(cell?.endTimestamp).toBe(String(at('2026-03-12T09:30:00') + 8 * DAY));
    expect(cell?.isRange).toBe(true);
    expect(cell?.includeTime).toBe(true);
    await waitFor(() => {
      expect(
        calendar.events(calendar.trip)[0]?.parentElement?.querySelector('[data-date="2026-03-18"]'),
      ).not.toBeNull();
    });
  });

  it("a range's end edge dragged to another day changes the end only", async () => {
    const calendar = await openCalendar();
    const restore = layOut(dayBox);
    try {
      const handle = calendar.events(calendar.trip)[0]?.querySelector('[data-edge=end]');
      if (handle === null || handle === undefined) throw new Error('no end handle');
      dragWithMouse(handle, middleOf('2026-03-12'), middleOf('2026-03-14'));
    } finally {
      restore();
    }
    const cell = calendar.dateOf(calendar.trip);
    expect(cell?.data).toBe(String(at('2026-03-10T09:30:00')));
    expect(cell?.endTimestamp).toBe(String(at('2026-03-14T09:30:00')));
  });

  it('"+" on a day makes a row dated that day, its title in edit', async () => {
    const calendar = await openCalendar();
    const day = screen.getByLabelText('March 20, 2026');
    fireEvent.click(within(day).getByRole('button', { name: 'New event on March 20, 2026' }));
    const input = await screen.findByRole('textbox');
    fireEvent.change(input, { target: { value: 'Party' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const party = await screen.findByText('Party');
    const rowId = party.closest('[data-event-id]')?.getAttribute('data-event-id') ?? '';
    expect(calendar.dateOf(rowId)?.data).toBe(String(at('2026-03-20T00:00:00')));
    const order = readDatabase(
      calendar.syncs.get(BOARD_DATABASE)?.doc ?? calendar.server.docs.get(BOARD_DATABASE)!,
    ).views[0]?.rowOrder;
    expect(order?.map((row) => row.id)).toContain(rowId);
  });

  it('lists the rows without a date; one dragged onto a day gets that date and leaves the list', async () => {
    const calendar = await openCalendar();
    const list = screen.getByTestId('calendar-unscheduled');
    expect(within(list).getByText('No date (1)')).toBeInTheDocument();
    const item = within(list).getByTestId('calendar-undated');
    const restore = layOut(dayBox);
    try {
      dragWithMouse(item, middleOf('2026-03-01'), middleOf('2026-03-05'));
    } finally {
      restore();
    }
    expect(calendar.dateOf(calendar.undated)?.data).toBe(String(at('2026-03-05T00:00:00')));
    await waitFor(() => {
      expect(within(list).getByText('No date (0)')).toBeInTheDocument();
    });
    expect(calendar.events(calendar.undated)).toHaveLength(1);
  });

  it('the first day of the week, weekends and week numbers follow the settings', async () => {
    const calendar = await openCalendar();
    const firstDate = () => screen.getAllByTestId('calendar-day')[0]?.getAttribute('data-date');
    expect(firstDate()).toBe('2026-03-01');
    fireEvent.change(screen.getByLabelText('First day of the week'), { target: { value: '1' } });
    await waitFor(() => {
      expect(firstDate()).toBe('2026-02-23');
    });
    const settings = readDatabase(
      calendar.syncs.get(BOARD_DATABASE)?.doc ?? calendar.server.docs.get(BOARD_DATABASE)!,
    ).views[0]?.calendar;
    expect(settings?.firstDayOfWeek).toBe(1);

    fireEvent.click(screen.getByLabelText('Show weekends'));
    await waitFor(() => {
      expect(screen.queryByLabelText('March 1, 2026')).not.toBeInTheDocument();
    });
    expect(screen.getAllByTestId('calendar-day')).toHaveLength(5 * 6);
    fireEvent.click(screen.getByLabelText('Show week numbers'));
    await waitFor(() => {
      expect(screen.queryByLabelText('Week 11')).not.toBeInTheDocument();
    });
  });

  it('previous, next and today move between months; Alt+arrow on an event moves it by a day; Enter opens it', async () => {
    const calendar = await openCalendar();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('April 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('February 2026');
    fireEvent.click(screen.getAllByRole('button', { name: 'Today' })[0]!);
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('March 2026');

    const [bar] = calendar.events(calendar.trip);
    fireEvent.keyDown(bar!, { key: 'ArrowRight', altKey: true });
    expect(calendar.dateOf(calendar.trip)?.data).toBe(String(at('2026-03-11T09:30:00')));
    fireEvent.keyDown(calendar.events(calendar.trip)[0]!, { key: 'Enter' });
    expect(new URL(window.location.href).searchParams.get('r')).toBe(calendar.trip);
  });

  it('a guest sees the events but cannot add, drag or change settings', async () => {
    const calendar = await openCalendar({ readOnly: true });
    expect(screen.queryByRole('button', { name: /New event on/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('calendar-settings')).not.toBeInTheDocument();
    const restore = layOut(dayBox);
    try {
      dragWithMouse(calendar.events(calendar.trip)[0]!, middleOf('2026-03-10'), middleOf('2026-03-18'));
    } finally {
      restore();
    }
    expect(calendar.dateOf(calendar.trip)?.data).toBe(String(at('2026-03-10T09:30:00')));
  });
});
