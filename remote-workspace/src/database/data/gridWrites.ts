// The model's writes for option, field, row, filter and sort management the grid's menus and bars make
// (beside writes.ts, which other views share): the views name what they change and never touch a Y type.
export {
  updateSelectOption,
  deleteSelectOption,
  moveSelectOption,
  moveField,
  setFieldWrap,
  setFieldFrozen,
  moveRowOrder,
  addFilter,
  addFilterGroup,
  updateFilter,
  removeFilter,
  setFilterJoin,
  addSort,
  updateSort,
  removeSort,
  moveSort,
} from '@quire/shared/collab';
