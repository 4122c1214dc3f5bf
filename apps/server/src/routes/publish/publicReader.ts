// What every public read of a published page starts from: the page a `namespace/publish_name` address names,
// and the anonymous reader a request makes (its password checked). Used by the JSON reads, the comments and
// the live-updates stream, so that all of them find pages and check passwords the same way.
import { AppError } from '@quire/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { unlockPublishedView } from '../../commands/publish/unlockPublishedView.js';
import type { LimitsConfig } from '../../config/index.js';
import type { Database, PublishedViewRow } from '../../db/schema.js';
import { parseRequest } from '../../http/validate.js';
import { anonymousReader, type AnonymousReader } from '../../policies/view.js';
import { findPublicationByName, resolveNamespace, type ResolvedNamespace } from '../../queries/publishing.js';
import { passwordFrom, publicPageParamsSchema } from './schema.js';

/**
 * The workspace and the publication the request's `:namespace/:publish_name` name (an older namespace of the
 * workspace included); RecordNotFound with `notPublished` when there is none. No access check: see the policy.
 */
export async function findPublishedAt(
  db: Kysely<Database>,
  request: FastifyRequest,
  notPublished: string,
): Promise<{ resolved: ResolvedNamespace; publication: PublishedViewRow }> {
  const params = parseRequest(publicPageParamsSchema, request.params, 'params');
  const resolved = await resolveNamespace(db, params.namespace);
  const publication =
    resolved === undefined
      ? undefined
      : await findPublicationByName(db, resolved.workspaceId, params.publish_name);
  if (resolved === undefined || publication === undefined) throw new AppError('RecordNotFound', notPublished);
  return { resolved, publication };
}

/** The anonymous reader of `publication` the request makes: its password (header or body) checked, tries counted. */
export async function publicReaderOf(
  db: Kysely<Database>,
  request: FastifyRequest,
  publication: PublishedViewRow,
  limits: Pick<LimitsConfig, 'publishPasswordTries'>,
  now: Date,
): Promise<AnonymousReader> {
  const accepted = await unlockPublishedView(db, {
    publication,
    password: passwordFrom(request),
    clientAddress: request.ip,
    limits,
    now,
  });
  return anonymousReader(now, accepted);
}
