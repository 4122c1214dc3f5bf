// The model's writes the workspace calls, by the names agreed for @quire/shared/collab's database write module.
// Sorts, filters and calculations are not in that module yet: until they are, ./interim writes them under the
// agreed names (AppFlowy's layout), and this file then re-exports shared's and ./interim is deleted.
export {
  setCell,
  clearCell,
  newRowDoc,
  duplicateRowDoc,
  insertRowOrder,
  removeRowOrders,
  moveRowOrder,
  rowCollabGuid,
  addField,
  renameField,
  deleteField,
  setFieldVisibility,
  setFieldWidth,
  changeFieldType,
  addSelectOption,
  addView,
  renameView,
  deleteView,
  type CellInput,
} from '@quire/shared/collab';
export { addSort, removeSortOfField, addFilter, removeFilter } from './interim/viewWrites';
export { setCalculation, calculationsOf, CalculationType } from './interim/calculationWrites';
