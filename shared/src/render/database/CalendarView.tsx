import { useState } from 'react';
import type { DatabaseViewModel } from '../../collab/database/model.js';
import { calendarEvents, viewRows } from '../../collab/database/views.js';
import { calendarWeeks, monthOf, shiftMonth, type CalendarMonth } from './calendarGrid.js';
import { databaseContext } from './context.js';
import type { DatabaseRenderOptions } from './options.js';
import { RowTitle } from './RowTitle.js';

interface Props extends DatabaseRenderOptions {
  view: DatabaseViewModel;
  /**
   * The month shown first. Without it: the month of the first event, else `fallbackMonth`. It must be the
   * same on the server and in the browser (never read from the clock during render).
   */
  month?: CalendarMonth;
  fallbackMonth?: CalendarMonth;
}

const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;

/** A calendar view read-only: a month grid with the rows placed by the date field; undated rows below. */
export function CalendarView(props: Props) {
  const { published, view } = props;
  const context = databaseContext(props);
  const settings = view.calendar ?? {
    fieldId: '',
    firstDayOfWeek: 0,
    showWeekends: true,
    showWeekNumbers: false,
  };
  const field = published.database.fields[settings.fieldId];
  const timeZone = typeof field?.typeOption.timezone_id === 'string' ? field.typeOption.timezone_id : '';
  const { events, undated } = calendarEvents(
    published.database,
    view,
    viewRows(published.database, view, published.rows),
  );
  const first = events[0];
  const initial = props.month ??
    (first === undefined ? undefined : monthOf(first.start, timeZone)) ??
    props.fallbackMonth ?? { year: 1970, month: 0 };
  const [month, setMonth] = useState<CalendarMonth>(initial);
  const weeks = calendarWeeks(month, settings.firstDayOfWeek, events, timeZone);
  const shown = (weekday: number) => settings.showWeekends || !isWeekend(weekday);
  const weekdays = (weeks[0] ?? []).map((day) => day.weekday).filter(shown);
  return (
    <div className="quire-calendar" data-view-id={view.id}>
      <header className="quire-calendar-header">
        <button
          type="button"
          aria-label={context.labels.previousMonth}
          onClick={() => {
            setMonth(shiftMonth(month, -1));
          }}
        >
          ‹
        </button>
        <h3 className="quire-calendar-title">{`${context.labels.months[month.month] ?? ''} ${month.year}`}</h3>
        <button
          type="button"
          aria-label={context.labels.nextMonth}
          onClick={() => {
            setMonth(shiftMonth(month, 1));
          }}
        >
          ›
        </button>
      </header>
      <table className="quire-calendar-grid">
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday} scope="col">
                {context.labels.weekdays[weekday] ?? ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.key}>
              {week
                .filter((day) => shown(day.weekday))
                .map((day) => (
                  <td
                    key={day.key}
                    data-date={day.key}
                    className={
                      day.inMonth ? 'quire-calendar-day' : 'quire-calendar-day quire-calendar-outside'
                    }
                  >
                    <span className="quire-calendar-date">{day.day}</span>
                    {day.events.map((event) => (
                      <div key={event.row.id} className="quire-calendar-event" data-row-id={event.row.id}>
                        <RowTitle row={event.row} context={context} />
                      </div>
                    ))}
                  </td>
                ))}
            </tr>
          ))}
        </tbody>
      </table>
      {undated.length === 0 ? null : (
        <section className="quire-calendar-undated">
          <h4>{context.labels.noDate}</h4>
          <ul>
            {undated.map((row) => (
              <li key={row.id} data-row-id={row.id}>
                <RowTitle row={row} context={context} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
