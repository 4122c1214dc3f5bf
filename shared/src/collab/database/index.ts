export { FieldType, FieldVisibility, isFieldType, numberOf } from './fieldTypes.js';
export type {
  BoardSettings,
  CalendarSettings,
  CellModel,
  DatabaseField,
  DatabaseModel,
  DatabaseViewModel,
  FieldSetting,
  RowModel,
  SelectOption,
  ViewFilter,
  ViewGrouping,
  ViewSort,
  ViewCalculation,
} from './model.js';
export { readDatabase, readRow, databaseLimits } from './read.js';
export { cellValue, cellText, type CellValue } from './cells.js';
export { calculate, CalculationType, isCalculationType } from './calculate.js';
export {
  TextFilterCondition,
  NumberFilterCondition,
  CheckboxFilterCondition,
  SelectFilterCondition,
  ChecklistFilterCondition,
  RelationFilterCondition,
  MediaFilterCondition,
} from './filterConditions.js';
export { passesFilters } from './filters.js';
export { dateGroupId, groupIdsOf, isGroupableType } from './board.js';
export { formatDate, formatNumber, dateParts } from './format.js';
export {
  pickView,
  visibleFields,
  primaryField,
  viewRows,
  boardColumns,
  calendarEvents,
  type BoardColumn,
  type CalendarEvent,
} from './views.js';
export { rowDocumentId, rowMetaKey, uuidV5 } from './uuid.js';
export {
  readPublishedDatabase,
  readPublishedParts,
  publishedRowDocumentTree,
  encodePublishedDatabaseBlob,
  databaseCopyForViews,
  publishedBlobLimits,
  type PublishedDatabase,
  type PublishedDatabaseBlob,
} from './published.js';
export * from './write/index.js';
export * from './csv/index.js';
