import type { PublishInfo } from '@quire/shared/contract';

/** A page's publish info as the server answers it: published, nothing protected or excluded, unless overridden. */
export function publishInfo(overrides: Partial<PublishInfo> & Pick<PublishInfo, 'view_id'>): PublishInfo {
  return {
    namespace: 'team',
    publish_name: 'page',
    publisher_email: 'ann@example.com',
    publish_timestamp: '2026-01-01T00:00:00Z',
    unpublished_timestamp: null,
    comments_enabled: true,
    duplicate_enabled: true,
    update_live: true,
    with_sub_pages: false,
    indexing: true,
    password_protected: false,
    expires_at: null,
    ...overrides,
  };
}
