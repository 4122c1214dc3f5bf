import {
  databaseFieldListSchema,
  databaseIdAnswerSchema,
  databaseListSchema,
  databaseRowDetailListSchema,
  databaseRowIdListSchema,
  databaseRowUpdatedListSchema,
} from '../database.js';
import { createdPageSchema } from '../view.js';
import { type ApiRoute, ws } from './types.js';

const database = `${ws}/database/{database_id}`;

/** AppFlowy Cloud's database REST API (scripts and automation tools written for AppFlowy). */
export const databaseRoutes: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: `${ws}/database`,
    summary: 'The databases the caller can see, each with the pages showing it',
    auth: true,
    response: databaseListSchema,
  },
  {
    method: 'GET',
    path: `${database}/fields`,
    summary: "A database's fields",
    auth: true,
    response: databaseFieldListSchema,
  },
  {
    method: 'POST',
    path: `${database}/fields`,
    summary: 'Add a field (name, field_type, type_option_data); answers its id',
    auth: true,
    response: databaseIdAnswerSchema,
  },
  {
    method: 'GET',
    path: `${database}/row`,
    summary: "A database's row ids, in its inline view's order",
    auth: true,
    response: databaseRowIdListSchema,
  },
  {
    method: 'POST',
    path: `${database}/row`,
    summary: 'Add a row: cells by field id or name, an optional Markdown document; answers its id',
    auth: true,
    response: databaseIdAnswerSchema,
  },
  {
    method: 'PUT',
    path: `${database}/row`,
    summary: 'Create or update the row whose id is hashed from pre_hash; answers its id',
    auth: true,
    response: databaseIdAnswerSchema,
  },
  {
    method: 'GET',
    path: `${database}/row/detail`,
    summary: 'Rows by id (ids=a,b; at most 100) with cells keyed by field name; with_doc=true adds documents',
    auth: true,
    response: databaseRowDetailListSchema,
  },
  {
    method: 'GET',
    path: `${database}/row/updated`,
    summary: 'Rows changed after a time (after=RFC 3339; an hour ago by default)',
    auth: true,
    response: databaseRowUpdatedListSchema,
  },
  {
    method: 'POST',
    path: `${ws}/database/import-csv`,
    summary:
      'A new grid page from a CSV (the raw body; parent_view_id and name in the query), its field types inferred; answers the page',
    auth: true,
    response: createdPageSchema,
    rawBody: true,
  },
];
