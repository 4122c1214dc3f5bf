import type { Updateable } from 'kysely';
import type { PublishedViewsTable } from '../../db/schema.js';
import { hashPassword } from '../../gotrue/password/hash.js';

/** The settings a publish or a settings change may carry; absent keys keep what is stored. */
export interface PublishSettings {
  comments_enabled?: boolean | undefined;
  duplicate_enabled?: boolean | undefined;
  update_live?: boolean | undefined;
  with_sub_pages?: boolean | undefined;
  indexing?: boolean | undefined;
  /** A new password; null or '' removes it. Hashed here, never stored or logged as given. */
  password?: string | null | undefined;
  expires_at?: string | null | undefined;
}

type SettingColumns = Pick<
  Updateable<PublishedViewsTable>,
  | 'comments_enabled'
  | 'duplicate_enabled'
  | 'update_live'
  | 'with_sub_pages'
  | 'indexing'
  | 'password_hash'
  | 'expires_at'
>;

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/** The columns `settings` changes (the password hashed), leaving out what it does not mention. */
export async function settingColumns(settings: PublishSettings): Promise<SettingColumns> {
  const columns: SettingColumns = {
    comments_enabled: flag(settings.comments_enabled),
    duplicate_enabled: flag(settings.duplicate_enabled),
    update_live: flag(settings.update_live),
    with_sub_pages: flag(settings.with_sub_pages),
    indexing: flag(settings.indexing),
    expires_at: settings.expires_at,
  };
  if (settings.password !== undefined) {
    columns.password_hash =
      settings.password === null || settings.password === '' ? null : await hashPassword(settings.password);
  }
  // Kysely would write an undefined key as NULL; what the request does not mention must stay as stored.
  const mentioned: SettingColumns = {};
  for (const [key, value] of Object.entries(columns) as [keyof SettingColumns, unknown][]) {
    if (value !== undefined) Object.assign(mentioned, { [key]: value });
  }
  return mentioned;
}
