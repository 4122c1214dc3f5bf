import {
  defaultSpaceIcon,
  defaultSpaceIconColor,
  pageExtraSchema,
  spaceSettingsSchema,
  userMetadataSchema,
  viewIconSchema,
  type PageExtra,
  type SpaceSettings,
  type UserMetadata,
  type ViewIcon,
} from '@quire/shared/contract';
import { z } from 'zod';
import type { StoredFormat } from './format.js';

// Every JSON the server stores, with its version. Version 1 is the first versioned one; version 0 is what the
// first releases wrote (the same value, unwrapped), so each 0 → 1 step is the identity and the schema decides.
const unchanged = (value: unknown) => value;

/** `views.extra` of a page: cover, font, sizes. */
export const pageExtraFormat: StoredFormat<PageExtra> = {
  name: 'view.page-extra',
  version: 1,
  schema: pageExtraSchema,
  migrations: { 0: unchanged },
  fallback: () => ({}),
};

/** `views.extra` of a space: its icon, colour and creation time (its permission is a column). */
export const spaceSettingsFormat: StoredFormat<SpaceSettings> = {
  name: 'view.space-settings',
  version: 1,
  schema: spaceSettingsSchema,
  migrations: { 0: unchanged },
  fallback: () => ({
    space_icon: defaultSpaceIcon,
    space_icon_color: defaultSpaceIconColor,
    space_created_at: 0,
  }),
};

/** `views.icon` (null when there is none). */
export const viewIconFormat: StoredFormat<ViewIcon | null> = {
  name: 'view.icon',
  version: 1,
  schema: viewIconSchema.nullable(),
  migrations: { 0: unchanged },
  fallback: () => null,
};

/** `users.metadata`: the profile's free-form settings (icon_url, …), shallow-merged on update. */
export const userMetadataFormat: StoredFormat<UserMetadata> = {
  name: 'user.metadata',
  version: 1,
  schema: userMetadataSchema,
  migrations: { 0: unchanged },
  fallback: () => ({}),
};

/** `identities.identity_data`: what a sign-in provider said about the account. */
export const identityDataFormat: StoredFormat<Record<string, unknown>> = {
  name: 'identity.data',
  version: 1,
  schema: z.record(z.string(), z.unknown()),
  migrations: { 0: unchanged },
  fallback: () => ({}),
};

/** `workspace_members.profile`: what a member shows in one workspace instead of their account's name. */
export const memberProfileSchema = z.object({
  name: z.string(),
  avatar_url: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  custom_image_url: z.string().nullable(),
  description: z.string().nullable(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const memberProfileFormat: StoredFormat<MemberProfile | null> = {
  name: 'member.profile',
  version: 1,
  schema: memberProfileSchema.nullable(),
  migrations: { 0: unchanged },
  fallback: () => null,
};
