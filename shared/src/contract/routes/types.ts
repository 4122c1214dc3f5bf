import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of the main API as clients see it. `response` is the schema of the envelope's `data` (null: a
 * success carries none); `enveloped: false` marks the plain-JSON files beside the API (`/config.json`).
 * The OpenAPI document is generated from this table and the server's contract test calls every row, so a
 * route is added to its area's file when it is added to the server.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI's template: `{name}` for a path parameter. */
  path: string;
  summary: string;
  /** Needs `Authorization: Bearer <access token>`. */
  auth: boolean;
  response: z.ZodType | null;
  enveloped?: false;
  /** The request body is the raw bytes of a file (any content type), not JSON. */
  rawBody?: true;
  /** Answers the bytes of a file (any content type; 304, 206 and 404 besides), not JSON. */
  file?: true;
  /** Answers a stream of server-sent events (`text/event-stream`); a refusal before it starts is the envelope. */
  stream?: true;
}

export const ws = '/api/workspace/{workspace_id}';
export const files = '/api/file_storage/{workspace_id}';
export const page = `${ws}/page-view/{view_id}`;
