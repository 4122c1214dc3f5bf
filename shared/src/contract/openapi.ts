import { z } from 'zod';
import { runtimeConfigSchema } from './config.js';
import { collabStateSchema } from './collab.js';
import { emptyEnvelopeSchema, errorEnvelopeSchema, dataEnvelopeSchema } from './envelope.js';
import { healthSchema } from './health.js';
import { apiRoutes, type ApiRoute } from './routes.js';
import { userMetadataSchema, userProfileSchema, userWorkspaceInfoSchema } from './user.js';
import { viewExtraSchema, viewIconSchema } from './viewExtra.js';
import {
  favoriteViewSchema,
  folderViewSchema,
  pageViewSchema,
  recentViewSchema,
  trashViewSchema,
  webUserSchema,
} from './view.js';
import { invitationSchema, workspaceMemberSchema, workspaceSchema } from './workspace.js';

/** The types clients name, as OpenAPI components (the rest is inlined where it is used). */
const namedSchemas: Record<string, z.ZodType> = {
  ErrorEnvelope: errorEnvelopeSchema,
  SuccessEnvelope: emptyEnvelopeSchema,
  RuntimeConfig: runtimeConfigSchema,
  Health: healthSchema,
  ViewIcon: viewIconSchema,
  ViewExtra: viewExtraSchema,
  FolderView: folderViewSchema,
  TrashView: trashViewSchema,
  FavoriteView: favoriteViewSchema,
  RecentView: recentViewSchema,
  WebUser: webUserSchema,
  PageView: pageViewSchema,
  CollabState: collabStateSchema,
  UserMetadata: userMetadataSchema,
  UserProfile: userProfileSchema,
  UserWorkspaceInfo: userWorkspaceInfoSchema,
  Workspace: workspaceSchema,
  WorkspaceMember: workspaceMemberSchema,
  Invitation: invitationSchema,
};

const componentRef = (id: string) => `#/components/schemas/${id}`;

const capitalise = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** `GET /api/workspace/{workspace_id}/folder` → `getApiWorkspaceWorkspaceIdFolder`. */
function operationIdOf(route: ApiRoute): string {
  const words = `${route.method.toLowerCase()} ${route.path}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : capitalise(word))).join('');
}

function successSchemaOf(route: ApiRoute): z.ZodType {
  if (route.enveloped === false) return route.response ?? z.null();
  return route.response === null ? emptyEnvelopeSchema : dataEnvelopeSchema(route.response);
}

/**
 * The OpenAPI 3.1 document of the main API, generated from the contract's route table and schemas (OpenAPI 3.1
 * schemas are JSON Schema 2020-12, which `z.toJSONSchema` writes). Error answers are the envelope with HTTP 200
 * (see docs/API.md for the statuses of transport failures); a bad token is a plain-text 401.
 */
export function openApiDocument(version: string): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(namedSchemas)) registry.add(schema, { id });
  const responseIds = new Map<ApiRoute, string>();
  for (const route of apiRoutes) {
    if (route.file || route.stream) continue;
    const schema = successSchemaOf(route);
    const named = registry.get(schema)?.id;
    const operationId = operationIdOf(route);
    const id = named ?? `${capitalise(operationId)}Response`;
    if (named === undefined) registry.add(schema, { id });
    responseIds.set(route, id);
  }
  const { schemas } = z.toJSONSchema(registry, { uri: componentRef, io: 'output', unrepresentable: 'any' });
  const components = Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema;
      return [id, rest];
    }),
  );

  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of apiRoutes) {
    const parameters = [...route.path.matchAll(/\{([a-z_]+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const json = (id: string) => ({ 'application/json': { schema: { $ref: componentRef(id) } } });
    const bytes = { '*/*': { schema: { type: 'string', format: 'binary' } } };
    const operations = (paths[route.path] ??= {});
    operations[route.method.toLowerCase()] = {
      operationId: operationIdOf(route),
      summary: route.summary,
      ...(route.auth ? { security: [{ bearer: [] }] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(route.rawBody ? { requestBody: { required: true, content: bytes } } : {}),
      responses: route.stream
        ? {
            '200': {
              description: 'Server-sent events (`event: version` / `event: gone`), or an error envelope',
              content: { 'text/event-stream': { schema: { type: 'string' } } },
            },
          }
        : route.file
          ? {
              '200': { description: 'The file', content: bytes },
              '206': { description: 'The requested byte range of the file', content: bytes },
              '304': { description: 'Not modified (If-None-Match / If-Modified-Since)' },
              '404': { description: 'No such file' },
            }
          : {
              '200': {
                description:
                  route.enveloped === false
                    ? 'The file'
                    : 'Success (code 0), or an error envelope (code ≠ 0)',
                content: json(responseIds.get(route) ?? 'SuccessEnvelope'),
              },
              ...(route.rawBody
                ? { '413': { description: 'The file is over the upload limit (error envelope)' } }
                : {}),
              ...(route.auth
                ? { '401': { description: 'Missing, bad or expired bearer token (plain text)' } }
                : {}),
            },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Quire API',
      version,
      description:
        'Generated from @quire/shared/contract. Envelope {code, data?, message}: code 0 is success, any other ' +
        'code an error of the shared catalogue, answered with HTTP 200 unless docs/API.md says otherwise.',
    },
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
