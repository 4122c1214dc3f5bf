import { defaultDatabaseLabels, type DatabaseLabels } from '@quire/shared/render';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const monthKeys = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/** The database views' words in the reader's language (the renderer has no i18n instance). */
export function useDatabaseLabels(): DatabaseLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      untitled: t('publish.untitled', 'Untitled'),
      noValue: t('publish.database.noValue', { defaultValue: 'No {{field}}', field: '{field}' }),
      checked: t('publish.database.checked', 'Checked'),
      unchecked: t('publish.database.unchecked', 'Unchecked'),
      noDate: t('publish.database.noDate', 'No date'),
      previousMonth: t('publish.database.previousMonth', 'Previous month'),
      nextMonth: t('publish.database.nextMonth', 'Next month'),
      linkedRow: t('publish.database.linkedRow', 'Linked row'),
      weekdays: weekdayKeys.map((key, i) =>
        t(`publish.database.weekday.${key}`, defaultDatabaseLabels.weekdays[i] ?? ''),
      ),
      months: monthKeys.map((key, i) =>
        t(`publish.database.month.${key}`, defaultDatabaseLabels.months[i] ?? ''),
      ),
      loading: t('publish.loading', 'Loading the page…'),
      chartUnavailable: t('publish.database.chartUnavailable', defaultDatabaseLabels.chartUnavailable),
      backToDatabase: t('publish.database.back', defaultDatabaseLabels.backToDatabase),
      rowNotFound: t('publish.database.rowNotFound', defaultDatabaseLabels.rowNotFound),
    }),
    [t],
  );
}
