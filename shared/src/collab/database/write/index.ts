// The writes of the database model: each one Yjs transaction over a database or row collab, in AppFlowy's layout.
export { databaseWriteLimits } from './limits.js';
export { createDatabase, newRowDoc, rowCollabGuid } from './create.js';
export {
  addField,
  renameField,
  deleteField,
  moveField,
  setFieldVisibility,
  setFieldWidth,
  setFieldWrap,
  setFieldFrozen,
  updateTypeOption,
  changeFieldType,
} from './fields.js';
export {
  addSelectOption,
  updateSelectOption,
  deleteSelectOption,
  moveSelectOption,
  ensureSelectOptions,
} from './options.js';
export { insertRowOrder, removeRowOrders, moveRowOrder, duplicateRowDoc } from './rows.js';
export { setCell, clearCell, setRowMeta, type CellInput, type RowCover } from './cells.js';
export { addView, renameView, duplicateView, deleteView, moveView, viewOrder } from './views.js';
export { DateGroupCondition } from './groupEntry.js';
export { selectOptionColors } from './typeOptions.js';
export { addFilter, addFilterGroup, updateFilter, removeFilter, setFilterJoin } from './filters.js';
export { addSort, updateSort, removeSort, moveSort } from './sorts.js';
export {
  setGroupField,
  setDateGroupCondition,
  setGroupVisible,
  moveGroup,
  setGroupCollapsed,
} from './groups.js';
export { setCalculation } from './calculations.js';
export { setBoardSettings, setCalendarSettings } from './layoutSettings.js';
export { convertCell, conversionOptionNames, numberFromText, secondsFromText } from './convert.js';
