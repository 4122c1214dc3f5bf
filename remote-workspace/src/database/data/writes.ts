// The model's writes the workspace calls, by the names agreed for @quire/shared/collab's database write module.
// Until that module is published, the same names and signatures come from ./interim; then this file re-exports
// shared's and ./interim is deleted, with no change to any caller.
export { setCell, clearCell, newRowDoc, duplicateRowDoc, insertRowOrder, removeRowOrders, moveRowOrder, rowCollabGuid, type CellInput } from './interim/rowWrites';
export { addField, renameField, deleteField, setFieldVisibility, setFieldWidth, changeFieldType, addSelectOption } from './interim/fieldWrites';
export { addView, renameView, deleteView, addSort, removeSortOfField, addFilter, removeFilter } from './interim/viewWrites';
export { setCalculation, calculationsOf, CalculationType } from './interim/calculationWrites';
