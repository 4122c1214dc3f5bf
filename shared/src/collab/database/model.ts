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
  /** Quire's own: the grid holds the field at the left (set only when the view says; absent: frozen). */
  frozen?: boolean;
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
  /** The sort's id (set by readDatabase; for updateSort/removeSort). */
  id?: string;
  fieldId: string;
  descending: boolean;
}

export interface ViewGrouping {
  fieldId: string;
  /** The groups in the view's order; the group whose id is the field id holds rows without a value. */
  groups: { id: string; visible: boolean }[];
  /** Groups shown folded (set by readDatabase; absent in older models). */
  collapsedGroupIds?: string[];
  /** For a date field: AppFlowy's DateCondition (0 relative, 1 day, 2 week, 3 month, 4 year). */
  dateCondition?: number;
  /** Whether groups without rows are hidden (a date grouping's `hide_empty`). */
  hideEmpty?: boolean;
}

export interface BoardSettings {
  hideUngroupedColumn: boolean;
  collapseHiddenGroups?: boolean;
  hideEmptyGroups?: boolean;
}

/** A view's calculation of one field (AppFlowy's CalculationType in `type`; `value` as AppFlowy stored it). */
export interface ViewCalculation {
  id: string;
  fieldId: string;
  type: number;
  value: string;
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
  /** The calculation row (set by readDatabase; absent in older models). */
  calculations?: ViewCalculation[];
}

export interface DatabaseModel {
  id: string;
  /** The inline (primary) view: `metas.iid`. */
  inlineViewId: string | undefined;
  fields: Record<string, DatabaseField>;
  /** The views in their stored order (`viewOrder`). */
  views: DatabaseViewModel[];
  /** The view ids in order (Quire's `metas.quire_view_order`, then views it does not list; set by readDatabase). */
  viewOrder?: string[];
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
