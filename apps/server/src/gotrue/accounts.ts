import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../db/errors.js';
import type { Database, UserRow } from '../db/schema.js';
import { defaultNameOf, normaliseEmail } from '../models/email.js';
import { writeStored } from '../stored/format.js';
import { identityDataFormat, userMetadataFormat } from '../stored/formats.js';
import type { AuthDeps } from './deps.js';
import { AuthError } from './errors.js';

export interface IdentityClaim {
  /** `google`, `github`, … (never `email`: that identity belongs to magic links). */
  provider: string;
  providerUserId: string;
  email: string;
  name?: string;
  avatarUrl?: string;
  /**
   * Whether the provider vouches for the address (default true). A user is only ever created or linked
   * from a confirmed address: otherwise someone could claim another person's e-mail through a lax
   * provider and keep a way into the account that person later signs in to.
   */
  emailVerified?: boolean;
}

export interface FoundUser {
  user: UserRow;
  isNew: boolean;
}

/** The provider used for magic-link sign-ins, as GoTrue names it. */
export const emailProvider = 'email';

/**
 * The user behind a provider account: the linked one; else the user with that (confirmed) e-mail, who
 * gets the identity linked; else a new user. Safe against concurrent first sign-ins.
 */
export async function findOrCreateUserForIdentity(deps: AuthDeps, claim: IdentityClaim): Promise<FoundUser> {
  if (claim.emailVerified === false) {
    throw new AuthError('OAuthError', `${claim.provider} has not confirmed this e-mail address`, {
      status: 400,
      errorCode: 'email_not_confirmed',
      oauthError: 'access_denied',
    });
  }
  const email = normaliseEmail(claim.email);
  const identityData = writeStored(identityDataFormat, {
    sub: claim.providerUserId,
    email,
    ...(claim.name === undefined ? {} : { name: claim.name }),
    ...(claim.avatarUrl === undefined ? {} : { avatar_url: claim.avatarUrl }),
  });
  return retryOnceOnConflict(async () => {
    const now = deps.now().toISOString();
    const linked = await deps.db
      .selectFrom('identities')
      .innerJoin('users', 'users.uuid', 'identities.user_uuid')
      .selectAll('users')
      .select('identities.id as identity_id')
      .where('identities.provider', '=', claim.provider)
      .where('identities.provider_user_id', '=', claim.providerUserId)
      .executeTakeFirst();
    if (linked !== undefined) {
      const { identity_id: identityId, ...user } = linked;
      await deps.db
        .updateTable('identities')
        .set({ identity_data: identityData, email, updated_at: now, last_sign_in_at: now })
        .where('id', '=', identityId)
        .execute();
      return { user, isNew: false };
    }
    return deps.db.transaction().execute(async (trx) => {
      const existing = await userByEmail(trx, email);
      const user =
        existing ??
        (await insertUser(trx, {
          email,
          now,
          name: claim.name,
          iconUrl: claim.avatarUrl,
        }));
      if (user.email_confirmed_at === null) {
        await trx
          .updateTable('users')
          .set({ email_confirmed_at: now })
          .where('uuid', '=', user.uuid)
          .execute();
      }
      await trx
        .insertInto('identities')
        .values({
          id: randomUUID(),
          user_uuid: user.uuid,
          provider: claim.provider,
          provider_user_id: claim.providerUserId,
          email,
          identity_data: identityData,
          created_at: now,
          updated_at: now,
          last_sign_in_at: now,
        })
        .execute();
      return { user: await userByUuid(trx, user.uuid), isNew: existing === undefined };
    });
  });
}

/** The user a magic link signs in: created on the first one, with an `email` identity like GoTrue's. */
export async function findOrCreateUserByEmail(deps: AuthDeps, rawEmail: string): Promise<FoundUser> {
  const email = normaliseEmail(rawEmail);
  return retryOnceOnConflict(() =>
    deps.db.transaction().execute(async (trx) => {
      const now = deps.now().toISOString();
      const existing = await userByEmail(trx, email);
      const user = existing ?? (await insertUser(trx, { email, now }));
      if (user.email_confirmed_at === null) {
        await trx
          .updateTable('users')
          .set({ email_confirmed_at: now })
          .where('uuid', '=', user.uuid)
          .execute();
      }
      const identity = await trx
        .selectFrom('identities')
        .select('id')
        .where('provider', '=', emailProvider)
        .where('provider_user_id', '=', user.uuid)
        .executeTakeFirst();
      if (identity === undefined) {
        await trx
          .insertInto('identities')
          .values({
            id: randomUUID(),
            user_uuid: user.uuid,
            provider: emailProvider,
            provider_user_id: user.uuid,
            email,
            identity_data: JSON.stringify({ sub: user.uuid, email }),
            created_at: now,
            updated_at: now,
            last_sign_in_at: now,
          })
          .execute();
      } else {
        await trx
          .updateTable('identities')
          .set({ last_sign_in_at: now, updated_at: now })
          .where('id', '=', identity.id)
          .execute();
      }
      return { user: await userByUuid(trx, user.uuid), isNew: existing === undefined };
    }),
  );
}

export function userByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

function userByUuid(db: Kysely<Database>, uuid: string): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
}

interface NewAccount {
  email: string;
  now: string;
  name?: string | undefined;
  iconUrl?: string | undefined;
}

async function insertUser(trx: Transaction<Database>, account: NewAccount): Promise<UserRow> {
  const uuid = randomUUID();
  const name = account.name?.trim() || defaultNameOf(account.email);
  await trx
    .insertInto('users')
    .values({
      uuid,
      uid: newUid(),
      email: account.email,
      name,
      metadata: writeStored(
        userMetadataFormat,
        account.iconUrl === undefined ? {} : { icon_url: account.iconUrl },
      ),
      latest_workspace_id: null,
      created_at: account.now,
      updated_at: account.now,
      email_confirmed_at: account.now,
    })
    .execute();
  return userByUuid(trx, uuid);
}

const uidEpochMs = Date.UTC(2020, 0, 1);
/** Distinguishes instances minting uids in the same millisecond; a rare clash hits the unique index. */
const instanceBits = BigInt(randomInt(0, 1024));
let lastMillis = 0n;
let sequence = 0n;

/**
 * A snowflake like AppFlowy's uids: milliseconds since 2020, 10 instance bits, a 12-bit sequence within the
 * millisecond. Values pass 2^53, which is why uids travel as strings.
 */
export function newUid(): string {
  let millis = BigInt(Date.now() - uidEpochMs);
  if (millis <= lastMillis) {
    // Same millisecond (or a clock step back): count on; past 4096 borrow the next millisecond.
    sequence = (sequence + 1n) & 0xfffn;
    millis = sequence === 0n ? lastMillis + 1n : lastMillis;
  } else {
    sequence = 0n;
  }
  lastMillis = millis;
  return ((millis << 22n) | (instanceBits << 12n) | sequence).toString();
}

/** Two first sign-ins of one person can race to insert the same row: the loser finds the winner's. */
async function retryOnceOnConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return run();
  }
}
