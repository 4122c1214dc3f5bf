import { z } from 'zod';
import { accessTokenAudience } from '../auth/jwt.js';
import type { IdentityRow, UserRow } from '../db/schema.js';
import { readStored } from '../stored/format.js';
import { identityDataFormat } from '../stored/formats.js';
import { parseUserMetadata } from '../models/userMetadata.js';
import { defaultNameOf } from '../models/email.js';

const identitySchema = z.object({
  identity_id: z.uuid(),
  /** GoTrue's naming: the provider's id of the account. */
  id: z.string(),
  user_id: z.uuid(),
  identity_data: z.record(z.string(), z.unknown()),
  provider: z.string(),
  email: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** GoTrue's User as its `/user` and token answers carry it; nothing else about the account leaves. */
export const goTrueUserSchema = z.object({
  id: z.uuid(),
  aud: z.literal(accessTokenAudience),
  role: z.literal(accessTokenAudience),
  email: z.string(),
  email_confirmed_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  phone: z.literal(''),
  last_sign_in_at: z.string().nullable(),
  app_metadata: z.object({ provider: z.string(), providers: z.array(z.string()) }),
  user_metadata: z.looseObject({ name: z.string(), avatar_url: z.string().optional() }),
  identities: z.array(identitySchema),
  created_at: z.string(),
  updated_at: z.string(),
  is_anonymous: z.literal(false),
});
export type GoTrueUser = z.infer<typeof goTrueUserSchema>;

/** The user's providers, first sign-up first (GoTrue's `app_metadata.provider` is the first one). */
export function providersOf(identities: readonly IdentityRow[]): string[] {
  const ordered = [...identities].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return [...new Set(ordered.map((identity) => identity.provider))];
}

/** What access tokens carry as `user_metadata`, the same as the User answer. */
export function userMetadataOf(user: UserRow): GoTrueUser['user_metadata'] {
  const iconUrl = parseUserMetadata(user.metadata).icon_url;
  return { name: user.name, ...(iconUrl === undefined ? {} : { avatar_url: iconUrl }) };
}

export function presentGoTrueUser(user: UserRow, identities: readonly IdentityRow[]): GoTrueUser {
  const providers = providersOf(identities);
  return {
    id: user.uuid,
    aud: accessTokenAudience,
    role: accessTokenAudience,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    confirmed_at: user.email_confirmed_at,
    phone: '',
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: { provider: providers[0] ?? 'email', providers },
    user_metadata: userMetadataOf(user),
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_user_id,
      user_id: identity.user_uuid,
      identity_data: parseIdentityData(identity.identity_data),
      provider: identity.provider,
      email: identity.email,
      last_sign_in_at: identity.last_sign_in_at,
      created_at: identity.created_at,
      updated_at: identity.updated_at,
    })),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
}

function parseIdentityData(text: string): Record<string, unknown> {
  return readStored(identityDataFormat, text);
}

/**
 * GoTrue's answer to a sign-up that waits for its mailed link: a user-shaped object with no identities, a
 * fresh id and `confirmation_sent_at`. It is the same whether or not the address already had an account, so
 * that `POST /signup` cannot be used to find out which addresses have one.
 */
export const pendingSignupSchema = goTrueUserSchema.extend({
  email_confirmed_at: z.null(),
  confirmed_at: z.null(),
  last_sign_in_at: z.null(),
  confirmation_sent_at: z.string(),
  identities: z.array(identitySchema).length(0),
});
export type PendingSignup = z.infer<typeof pendingSignupSchema>;

export function presentPendingSignup(id: string, email: string, at: string): PendingSignup {
  return {
    id,
    aud: accessTokenAudience,
    role: accessTokenAudience,
    email,
    email_confirmed_at: null,
    confirmed_at: null,
    phone: '',
    last_sign_in_at: null,
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { name: defaultNameOf(email) },
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}
