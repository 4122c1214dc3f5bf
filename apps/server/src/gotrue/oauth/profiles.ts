import { z } from 'zod';

/** Who the provider says signed in, before Quire decides anything about it. */
export interface ProviderProfile {
  /** The provider's stable id for the account (`sub`, GitHub's and Discord's `id`). */
  providerUserId: string;
  /** null: the provider gave no address (or no verified one, where it lists several). */
  email: string | null;
  emailVerified: boolean;
  name?: string;
  avatarUrl?: string;
}

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Apple sends `email_verified` as the string "true"; everyone else as a boolean. */
const verifiedFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .nullish()
  .transform((value) => value === true || value === 'true');

/** OpenID Connect's standard claims, from an ID token and/or a userinfo answer. */
const standardClaims = z.object({
  sub: z.string().min(1),
  email: optionalText,
  email_verified: verifiedFlag,
  name: optionalText,
  given_name: optionalText,
  family_name: optionalText,
  picture: optionalText,
});

export function profileFromClaims(claims: unknown): ProviderProfile | undefined {
  const parsed = standardClaims.safeParse(claims);
  if (!parsed.success) return undefined;
  const {
    sub,
    email,
    email_verified: emailVerified,
    name,
    given_name: given,
    family_name: family,
    picture,
  } = parsed.data;
  const fullName = name ?? ([given, family].filter(Boolean).join(' ') || undefined);
  return { providerUserId: sub, email: email ?? null, emailVerified, name: fullName, avatarUrl: picture };
}

/**
 * The `user` form field Apple posts on the first authorization only (its ID token never carries a name).
 * It comes through the browser unsigned, so it may only fill in a name, never an identity or an address.
 */
const appleUser = z.object({
  name: z.object({ firstName: optionalText, lastName: optionalText }).optional(),
});

export function nameFromAppleUser(json: string | undefined): string | undefined {
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  const parsed = appleUser.safeParse(value);
  const name = parsed.success ? parsed.data.name : undefined;
  return [name?.firstName, name?.lastName].filter(Boolean).join(' ') || undefined;
}

/** GitHub's `GET /user`; `email` is only the public address, if any, so the address comes from /user/emails. */
const githubUser = z.object({
  id: z.number().int(),
  login: z.string(),
  name: optionalText,
  avatar_url: optionalText,
});

/** GitHub's `GET /user/emails` (scope user:email). */
const githubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

export function profileFromGitHub(user: unknown, emails: unknown): ProviderProfile | undefined {
  const parsedUser = githubUser.safeParse(user);
  if (!parsedUser.success) return undefined;
  const parsedEmails = githubEmails.safeParse(emails);
  const primary = parsedEmails.success
    ? parsedEmails.data.find((entry) => entry.primary && entry.verified)
    : undefined;
  const { id, login, name, avatar_url: avatarUrl } = parsedUser.data;
  return {
    providerUserId: String(id),
    email: primary?.email ?? null,
    emailVerified: primary !== undefined,
    name: name ?? login,
    avatarUrl,
  };
}

/** Discord's `GET /users/@me` (scopes identify email). */
const discordUser = z.object({
  id: z.string().min(1),
  username: z.string(),
  global_name: optionalText,
  avatar: optionalText,
  email: optionalText,
  verified: verifiedFlag,
});

export function profileFromDiscord(user: unknown): ProviderProfile | undefined {
  const parsed = discordUser.safeParse(user);
  if (!parsed.success) return undefined;
  const { id, username, global_name: globalName, avatar, email, verified } = parsed.data;
  // Discord gives an image hash; its CDN serves the picture under the user id and that hash.
  const avatarUrl =
    avatar === undefined
      ? undefined
      : `https://cdn.discordapp.com/avatars/${encodeURIComponent(id)}/${encodeURIComponent(avatar)}.png`;
  return {
    providerUserId: id,
    email: email ?? null,
    emailVerified: email !== undefined && verified,
    name: globalName ?? username,
    avatarUrl,
  };
}
