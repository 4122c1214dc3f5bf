import { z } from 'zod';
import { parseRequest } from '../../http/validate.js';

/** The longest password a protected page may have; a longer one is a request error, not a slow hash. */
export const maxPublishPasswordLength = 128;
/** Pages one PATCH or DELETE of `publish` may name. */
export const maxPublicationsPerCall = 100;
/** Request bodies of the publish routes are small JSON; anything bigger is refused before parsing (413). */
export const publishBodyLimit = 64 * 1024;

// Publish names and namespaces are checked by models/publishNames.ts (their own error codes, 1050–1053,
// 1047–1049); here they only need to be strings of a bounded size.
const publishNameField = z.string().max(1024);

const expiresAtField = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString())
  .nullable();

const settingsShape = {
  comments_enabled: z.boolean().optional(),
  duplicate_enabled: z.boolean().optional(),
  update_live: z.boolean().optional(),
  with_sub_pages: z.boolean().optional(),
  indexing: z.boolean().optional(),
  /** null or '' removes the password. */
  password: z.string().max(maxPublishPasswordLength).nullable().optional(),
  expires_at: expiresAtField.optional(),
};

/** `POST page-view/{id}/publish`; for a database, `visible_database_view_ids` names the views it shows (its own always). */
export const publishBodySchema = z
  .object({
    publish_name: publishNameField.optional(),
    visible_database_view_ids: z.array(z.string().min(1).max(64)).max(100).optional(),
    ...settingsShape,
  })
  .optional()
  .transform((body) => body ?? {});

export const publicationPatchListSchema = z
  .array(
    z.object({
      view_id: z.uuid().transform((id) => id.toLowerCase()),
      publish_name: publishNameField.optional(),
      ...settingsShape,
    }),
  )
  .min(1)
  .max(maxPublicationsPerCall);

export const unpublishListSchema = z
  .array(z.uuid().transform((id) => id.toLowerCase()))
  .max(maxPublicationsPerCall);

export const namespaceBodySchema = z.object({
  old_namespace: z.string().max(256),
  new_namespace: z.string().max(256),
});

export const publishDefaultBodySchema = z.object({ view_id: z.uuid().transform((id) => id.toLowerCase()) });

export const publicPageParamsSchema = z.object({
  namespace: z.string().max(256),
  publish_name: z.string().max(1024),
});
export const namespaceParamsSchema = z.object({ namespace: z.string().max(256) });
export const viewIdParamsSchema = z.object({ view_id: z.string().max(64) });
/** A published database's row, named in the address of its row document. */
export const rowParamsSchema = z.object({ row_id: z.string().min(1).max(64) });

/** The header a protected page's password travels in (never the URL: URLs end up in logs and histories). */
export const publishPasswordHeader = 'x-publish-password';

/** A public read's body, when POSTed: the password and nothing else. */
export const publicReadBodySchema = z
  .object({ password: z.string().max(maxPublishPasswordLength).optional() })
  .optional();
/** Bodies of public reads hold a password at most. */
export const publicBodyLimit = 4 * 1024;

/** The password of a public read: the header, else the POSTed body's `password`. */
export function passwordFrom(request: {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}) {
  const value = request.headers[publishPasswordHeader];
  const header = Array.isArray(value) ? value[0] : value;
  if (header !== undefined) return header.length > maxPublishPasswordLength ? undefined : header;
  return parseRequest(publicReadBodySchema, request.body ?? undefined, 'body')?.password;
}
