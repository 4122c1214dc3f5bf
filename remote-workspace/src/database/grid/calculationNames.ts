import type { TFunction } from 'i18next';
import { CalculationType } from '../data/writes';

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
    default:
      return t('workspace.database.calculation.unknown', 'Calculation');
  }
}
