import type * as Y from 'yjs';
import { DatabaseLayout } from '../layouts.js';
import { arrayOf, numberOf, parseJson, recordOf, stringOf } from './fieldTypes.js';
import type {
  CellModel,
  DatabaseField,
  DatabaseModel,
  DatabaseViewModel,
  FieldSetting,
  RowModel,
  SelectOption,
  ViewFilter,
} from './model.js';
import { rowMetaKey } from './uuid.js';

// Readers go through `toJSON()`: a published database is read once and drawn, so a plain snapshot is what
// the renderer wants, and the JSON form is the same whether a key was written as a Y type or a plain value.

/** Bounds against hostile collabs: the renderer must not be handed unbounded work. */
export const databaseLimits = { fields: 500, views: 200, rowsPerView: 100_000, options: 1_000 } as const;

export function selectOptionsOf(value: unknown): SelectOption[] {
  const parsed = recordOf(typeof value === 'string' ? parseJson(value) : value);
  return arrayOf(parsed.options)
    .slice(0, databaseLimits.options)
    .map((option) => {
      const o = recordOf(option);
      return { id: stringOf(o.id), name: stringOf(o.name), color: stringOf(o.color) };
    })
    .filter((option) => option.id !== '');
}

function normalised(option: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(option).map(([key, value]) => [key, typeof value === 'bigint' ? Number(value) : value]),
  );
}

function readField(raw: unknown): DatabaseField | undefined {
  const field = recordOf(raw);
  const id = stringOf(field.id);
  if (id === '') return undefined;
  const type = numberOf(field.ty);
  const typeOption = normalised(recordOf(recordOf(field.type_option)[String(type)]));
  return {
    id,
    name: stringOf(field.name),
    type,
    isPrimary: field.is_primary === true,
    typeOption,
    options: selectOptionsOf(typeOption.content),
  };
}

function readFieldSettings(raw: unknown): Record<string, FieldSetting> {
  const settings: Record<string, FieldSetting> = {};
  for (const [fieldId, value] of Object.entries(recordOf(raw))) {
    const setting = recordOf(value);
    settings[fieldId] = {
      visibility: numberOf(setting.visibility),
      width: setting.width === undefined ? undefined : numberOf(setting.width),
      wrap: setting.wrap === true,
      ...(setting.quire_frozen === undefined ? {} : { frozen: setting.quire_frozen === true }),
    };
  }
  return settings;
}

const maxFilterDepth = 8;

/** AppFlowy's filter_type: 0 and, 1 or, 2 data (a condition on a field; older filters have no type). */
function readFilter(raw: unknown, depth: number): ViewFilter {
  const filter = recordOf(raw);
  const type = numberOf(filter.filter_type, 2);
  return {
    id: stringOf(filter.id),
    kind: type === 0 ? 'and' : type === 1 ? 'or' : 'data',
    fieldId: stringOf(filter.field_id),
    condition: numberOf(filter.condition),
    content: stringOf(filter.content),
    children:
      depth >= maxFilterDepth ? [] : arrayOf(filter.children).map((child) => readFilter(child, depth + 1)),
  };
}

function readView(raw: unknown): DatabaseViewModel | undefined {
  const view = recordOf(raw);
  const id = stringOf(view.id);
  if (id === '') return undefined;
  const layout = numberOf(view.layout);
  const layoutSettings = recordOf(view.layout_settings);
  const board = recordOf(layoutSettings[String(DatabaseLayout.Board)]);
  const calendar = recordOf(layoutSettings[String(DatabaseLayout.Calendar)]);
  const group = recordOf(arrayOf(view.groups)[0]);
  const groupFieldId = stringOf(group.field_id);
  return {
    id,
    name: stringOf(view.name),
    layout,
    fieldOrder: arrayOf(view.field_orders)
      .map((entry) => stringOf(recordOf(entry).id))
      .filter((fieldId, index, all) => fieldId !== '' && all.indexOf(fieldId) === index),
    fieldSettings: readFieldSettings(view.field_settings),
    // Each row once: two people moving one row at once leave two entries (the first counts).
    rowOrder: firstOfEach(
      arrayOf(view.row_orders)
        .map(recordOf)
        .filter((entry) => entry.is_deleted !== true && stringOf(entry.id) !== ''),
    )
      .slice(0, databaseLimits.rowsPerView)
      .map((entry) => ({ id: stringOf(entry.id), height: numberOf(entry.height, 36) })),
    filters: arrayOf(view.filters).map((entry) => readFilter(entry, 0)),
    sorts: arrayOf(view.sorts).map((entry) => {
      const sort = recordOf(entry);
      return {
        id: stringOf(sort.id),
        fieldId: stringOf(sort.field_id),
        descending: numberOf(sort.condition) === 1,
      };
    }),
    grouping:
      groupFieldId === ''
        ? undefined
        : {
            fieldId: groupFieldId,
            groups: uniqueGroups(group.groups),
            collapsedGroupIds: arrayOf(group.collapsed_group_ids)
              .map(stringOf)
              .filter((id) => id !== ''),
            ...dateGrouping(group.content),
          },
    board:
      layout === DatabaseLayout.Board
        ? {
            hideUngroupedColumn: board.hide_ungrouped_column === true,
            collapseHiddenGroups: board.collapse_hidden_groups !== false,
            hideEmptyGroups: board.hide_empty_groups === true,
          }
        : undefined,
    calendar:
      layout === DatabaseLayout.Calendar
        ? {
            fieldId: stringOf(calendar.field_id),
            firstDayOfWeek: Math.min(6, Math.max(0, numberOf(calendar.first_day_of_week))),
            showWeekends: calendar.show_weekends !== false,
            showWeekNumbers: calendar.show_week_numbers === true,
          }
        : undefined,
    calculations: arrayOf(view.calculations)
      .map(recordOf)
      .map((entry) => ({
        id: stringOf(entry.id),
        fieldId: stringOf(entry.field_id),
        type: numberOf(entry.ty, -1),
        value: stringOf(entry.calculation_value),
      }))
      .filter((entry) => entry.fieldId !== '' && entry.type >= 0),
  };
}

function firstOfEach(entries: Record<string, unknown>[]): Record<string, unknown>[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const id = stringOf(entry.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The groups of a grouping, each once (concurrent moves of one group can leave two entries; the first counts). */
function uniqueGroups(raw: unknown): { id: string; visible: boolean }[] {
  const seen = new Set<string>();
  const groups: { id: string; visible: boolean }[] = [];
  for (const entry of arrayOf(raw)) {
    const g = recordOf(entry);
    const id = stringOf(g.id);
    if (id === '' || seen.has(id)) continue;
    seen.add(id);
    groups.push({ id, visible: g.visible !== false });
  }
  return groups;
}

function dateGrouping(content: unknown): { dateCondition?: number; hideEmpty?: boolean } {
  const parsed = recordOf(parseJson(content));
  if (parsed.condition === undefined) return {};
  return { dateCondition: numberOf(parsed.condition, 3), hideEmpty: parsed.hide_empty === true };
}

/** Quire's key of the views' order in `metas` (see write/doc.ts). */
const viewOrderKey = 'quire_view_order';

/** The views in their stored order, then those it does not list by creation time and id. */
function orderedViews(
  views: DatabaseViewModel[],
  created: Map<string, number>,
  stored: unknown,
): DatabaseViewModel[] {
  const byId = new Map(views.map((view) => [view.id, view]));
  const ordered: DatabaseViewModel[] = [];
  for (const id of arrayOf(stored).map(stringOf)) {
    const view = byId.get(id);
    if (view !== undefined && !ordered.includes(view)) ordered.push(view);
  }
  const rest = views
    .filter((view) => !ordered.includes(view))
    .sort(
      (a, b) =>
        (created.get(a.id) ?? 0) - (created.get(b.id) ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  return [...ordered, ...rest];
}

/** The database collab (`data.database`) as a plain model; throws when the doc holds no database. */
export function readDatabase(doc: Y.Doc): DatabaseModel {
  const database = doc.getMap('data').get('database') as Y.Map<unknown> | undefined;
  if (database === undefined || typeof database.toJSON !== 'function') {
    throw new Error('The collab holds no database');
  }
  const json = recordOf(database.toJSON());
  const fields: Record<string, DatabaseField> = {};
  for (const raw of Object.values(recordOf(json.fields)).slice(0, databaseLimits.fields)) {
    const field = readField(raw);
    if (field !== undefined) fields[field.id] = field;
  }
  const rawViews = Object.values(recordOf(json.views)).slice(0, databaseLimits.views);
  const created = new Map(
    rawViews.map((raw) => [stringOf(recordOf(raw).id), numberOf(recordOf(raw).created_at)] as const),
  );
  const metas = recordOf(json.metas);
  const views = orderedViews(
    rawViews.map(readView).filter((view): view is DatabaseViewModel => view !== undefined),
    created,
    metas[viewOrderKey],
  );
  const inline = stringOf(metas.iid);
  return {
    id: stringOf(json.id),
    inlineViewId: inline === '' ? undefined : inline,
    fields,
    views,
    viewOrder: views.map((view) => view.id),
  };
}

function readCell(raw: unknown): CellModel {
  const cell = recordOf(raw);
  const data = Array.isArray(cell.data) ? cell.data.map(stringOf) : stringOf(cell.data);
  return {
    fieldType: numberOf(cell.field_type, -1),
    data,
    endTimestamp: stringOf(cell.end_timestamp),
    includeTime: cell.include_time === true,
    isRange: cell.is_range === true,
  };
}

/** A row collab (`data.data` and `data.meta`) as a plain model; undefined when the doc holds no row. */
export function readRow(doc: Y.Doc): RowModel | undefined {
  const root = doc.getMap('data');
  const data = root.get('data') as Y.Map<unknown> | undefined;
  if (data === undefined || typeof data.toJSON !== 'function') return undefined;
  const json = recordOf(data.toJSON());
  const id = stringOf(json.id);
  if (id === '') return undefined;
  const cells: Record<string, CellModel> = {};
  for (const [fieldId, cell] of Object.entries(recordOf(json.cells))) cells[fieldId] = readCell(cell);
  const meta = root.get('meta') as Y.Map<unknown> | undefined;
  const iconKey = rowMetaKey(id, 'icon_id');
  const icon = iconKey === undefined ? undefined : stringOf(meta?.get(iconKey));
  const databaseId = stringOf(json.database_id);
  return {
    id,
    databaseId: databaseId === '' ? undefined : databaseId,
    createdAt: numberOf(json.created_at),
    lastModified: numberOf(json.last_modified),
    icon: icon === '' ? undefined : icon,
    cells,
  };
}
