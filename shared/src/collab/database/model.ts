/** A select option (single/multi select, checklist items): `color` is AppFlowy's colour name ('Purple'…). */
export interface SelectOption {
  id: string;
  name: string;
  color: string;
}

export interface DatabaseField {
  id: string;
  name: string;
  /** AppFlowy's FieldType number; an unknown one renders as text. */
  type: number;
  isPrimary: boolean;
  /** The type option of the field's own type (`type_option[String(ty)]`), numeric keys as numbers. */
  typeOption: Record<string, unknown>;
  /** Select options (single and multi select), in their order. */
  options: SelectOption[];
}

export interface FieldSetting {
  /** 0 shown, 1 hidden when empty (boards, calendars), 2 hidden. */
  visibility: number;
  width: number | undefined;
  wrap: boolean;
}

/** A view's filter: a condition on one field ('data'), or an and/or of filters (AppFlowy's filter tree). */
export interface ViewFilter {
  id: string;
  kind: 'and' | 'or' | 'data';
  fieldId: string;
  condition: number;
  content: string;
  children: ViewFilter[];
}

export interface ViewSort {
  fieldId: string;
  descending: boolean;
}

export interface ViewGrouping {
  fieldId: string;
  /** The groups in the view's order; the group whose id is the field id holds rows without a value. */
  groups: { id: string; visible: boolean }[];
}

export interface BoardSettings {
  hideUngroupedColumn: boolean;
}

export interface CalendarSettings {
  fieldId: string;
  /** 0 Sunday … 6 Saturday. */
  firstDayOfWeek: number;
  showWeekends: boolean;
  showWeekNumbers: boolean;
}

export interface DatabaseViewModel {
  id: string;
  name: string;
  /** A DatabaseLayout number: grid 0, board 1, calendar 2, chart 3, list 4, gallery 5. */
  layout: number;
  /** Every field the view orders, in order (hidden ones too; see `fieldSettings`). */
  fieldOrder: string[];
  fieldSettings: Record<string, FieldSetting>;
  /** The view's rows in order (deleted ones left out). */
  rowOrder: { id: string; height: number }[];
  filters: ViewFilter[];
  sorts: ViewSort[];
  grouping: ViewGrouping | undefined;
  board: BoardSettings | undefined;
  calendar: CalendarSettings | undefined;
}

export interface DatabaseModel {
  id: string;
  /** The inline (primary) view: `metas.iid`. */
  inlineViewId: string | undefined;
  fields: Record<string, DatabaseField>;
  /** The views in the database's key order. */
  views: DatabaseViewModel[];
}

export interface CellModel {
  fieldType: number;
  /** A string for most types; a list of row ids for relations. */
  data: string | string[];
  endTimestamp: string;
  includeTime: boolean;
  isRange: boolean;
}

export interface RowModel {
  id: string;
  databaseId: string | undefined;
  /** Unix seconds. */
  createdAt: number;
  lastModified: number;
  icon: string | undefined;
  cells: Record<string, CellModel>;
}
