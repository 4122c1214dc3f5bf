import {
  FieldType,
  setCalendarSettings,
  type CalendarSettings as Settings,
  type DatabaseModel,
} from '@quire/shared/collab';
import { useTranslation } from 'react-i18next';
import type { DatabaseStore } from '../data/databaseStore';
import { Settings as Panel } from './calendarStyles';

const dateTypes: readonly number[] = [FieldType.DateTime, FieldType.CreatedTime, FieldType.LastEditedTime];

interface Props {
  store: DatabaseStore;
  database: DatabaseModel;
  viewId: string;
  settings: Settings;
  weekdayName: (weekday: number) => string;
}

/** The calendar's layout settings: the date field it places rows by, the first day of the week, weekends, week numbers. */
export function CalendarSettings({ store, database, viewId, settings, weekdayName }: Props) {
  const { t } = useTranslation();
  const write = (patch: Parameters<typeof setCalendarSettings>[2]) => {
    setCalendarSettings(store.databaseDoc, viewId, patch);
  };
  const dateFields = Object.values(database.fields).filter((field) => dateTypes.includes(field.type));
  return (
    <Panel data-testid="calendar-settings">
      <summary>{t('workspace.database.calendar.settings', 'Calendar settings')}</summary>
      <label>
        {t('workspace.database.calendar.dateField', 'Date field')}
        <select
          value={settings.fieldId}
          onChange={(event) => {
            write({ fieldId: event.target.value });
          }}
        >
          {database.fields[settings.fieldId] === undefined ? <option value="">—</option> : null}
          {dateFields.map((field) => (
            <option key={field.id} value={field.id}>
              {field.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('workspace.database.calendar.firstDay', 'First day of the week')}
        <select
          value={settings.firstDayOfWeek}
          onChange={(event) => {
            write({ firstDayOfWeek: Number(event.target.value) });
          }}
        >
          {[0, 1, 2, 3, 4, 5, 6].map((weekday) => (
            <option key={weekday} value={weekday}>
              {weekdayName(weekday)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.showWeekends}
          onChange={(event) => {
            write({ showWeekends: event.target.checked });
          }}
        />
        {t('workspace.database.calendar.weekends', 'Show weekends')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.showWeekNumbers}
          onChange={(event) => {
            write({ showWeekNumbers: event.target.checked });
          }}
        />
        {t('workspace.database.calendar.weekNumbers', 'Show week numbers')}
      </label>
    </Panel>
  );
}
