export { RowPageSlot, useRowPage } from './RowPageSlot';
