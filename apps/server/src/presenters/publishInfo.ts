import type { PublishInfo } from '@quire/shared/contract';
import type { PublishedViewRow } from '../db/schema.js';

/**
 * A publication as AppFlowy's PublishInfo plus Quire's settings. Never the password or its hash: only
 * whether there is one. `publisherEmail` is given to workspace members only; the public gets ''.
 */
export function presentPublishInfo(
  publication: PublishedViewRow,
  namespace: string,
  publisherEmail: string,
): PublishInfo {
  return {
    namespace,
    publish_name: publication.publish_name,
    view_id: publication.view_id,
    publisher_email: publisherEmail,
    publish_timestamp: publication.published_at,
    unpublished_timestamp: null,
    comments_enabled: publication.comments_enabled === 1,
    duplicate_enabled: publication.duplicate_enabled === 1,
    update_live: publication.update_live === 1,
    with_sub_pages: publication.with_sub_pages === 1,
    indexing: publication.indexing === 1,
    password_protected: publication.password_hash !== null,
    expires_at: publication.expires_at,
  };
}
