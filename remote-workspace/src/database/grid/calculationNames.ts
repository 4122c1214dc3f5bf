import { CalculationType, FieldType, type DatabaseField } from '@quire/shared/collab';
import type { TFunction } from 'i18next';

/** The calculations the row offers under a field, by its type (AppFlowy's menu). */
export function calculationsFor(field: DatabaseField): CalculationType[] {
  const counts = [CalculationType.Count, CalculationType.CountEmpty, CalculationType.CountNonEmpty];
  switch (field.type) {
    case FieldType.Number:
      return [
        ...counts,
        CalculationType.Sum,
        CalculationType.Average,
        CalculationType.Median,
        CalculationType.Min,
        CalculationType.Max,
      ];
    case FieldType.Checkbox:
      return [CalculationType.Count, CalculationType.CountChecked, CalculationType.CountUnchecked];
    case FieldType.DateTime:
      return [...counts, CalculationType.DateEarliest, CalculationType.DateLatest];
    default:
      return counts;
  }
}

export function calculationName(t: TFunction, type: number): string {
  switch (type) {
    case CalculationType.Average:
      return t('workspace.database.calculation.average', 'Average');
    case CalculationType.Max:
      return t('workspace.database.calculation.max', 'Max');
    case CalculationType.Median:
      return t('workspace.database.calculation.median', 'Median');
    case CalculationType.Min:
      return t('workspace.database.calculation.min', 'Min');
    case CalculationType.Sum:
      return t('workspace.database.calculation.sum', 'Sum');
    case CalculationType.Count:
      return t('workspace.database.calculation.count', 'Count');
    case CalculationType.CountEmpty:
      return t('workspace.database.calculation.empty', 'Empty');
    case CalculationType.CountNonEmpty:
      return t('workspace.database.calculation.notEmpty', 'Not empty');
    case CalculationType.CountChecked:
      return t('workspace.database.calculation.checked', 'Checked');
    case CalculationType.CountUnchecked:
      return t('workspace.database.calculation.unchecked', 'Unchecked');
    case CalculationType.DateEarliest:
      return t('workspace.database.calculation.earliest', 'Earliest');
    case CalculationType.DateLatest:
      return t('workspace.database.calculation.latest', 'Latest');
    default:
      return t('workspace.database.calculation.unknown', 'Calculation');
  }
}
