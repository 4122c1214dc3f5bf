import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt from Node's crypto (no dependency), a random 16-byte salt, stored as
 * `scrypt$N$r$p$<salt>$<hash>` (base64) so that the parameters can be raised later: a hash made with older
 * ones still verifies, and `needsRehash` says when to replace it after a successful sign-in.
 *
 * N = 2^15, r = 8, p = 1 costs 32 MiB and tens of milliseconds per attempt. Attempts run on libuv's thread
 * pool (4 threads by default), which also caps the memory a burst of sign-ins can take.
 */
const current = { N: 2 ** 15, r: 8, p: 1 } as const;
const saltBytes = 16;
const keyBytes = 32;
const scheme = 'scrypt';

interface Params {
  N: number;
  r: number;
  p: number;
}

interface Parsed extends Params {
  salt: Buffer;
  hash: Buffer;
}

/** Unicode has several encodings of one visible password; NFKC makes each type the same bytes. */
function passwordBytes(password: string): Buffer {
  return Buffer.from(password.normalize('NFKC'), 'utf8');
}

function derive(password: string, salt: Buffer, params: Params, length: number): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(passwordBytes(password), salt, length, options, (error, key) => {
      if (error === null) resolve(key);
      else reject(error);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltBytes);
  const hash = await derive(password, salt, current, keyBytes);
  return [scheme, current.N, current.r, current.p, salt.toString('base64'), hash.toString('base64')].join(
    '$',
  );
}

/** Whether `password` is the one `stored` was made from; false for a stored value it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (parsed === null) return false;
  const candidate = await derive(password, parsed.salt, parsed, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

/** A hash made with other parameters than today's: worth replacing while the password is at hand. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return parsed === null || parsed.N !== current.N || parsed.r !== current.r || parsed.p !== current.p;
}

let dummy: Promise<string> | undefined;

function standInHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('base64'));
  return dummy;
}

/** Makes the stand-in hash of `verifyNothing` ahead, so that even the first unknown address costs one hash. */
export function prepareStandInHash(): void {
  void standInHash();
}

/**
 * Spends the time of one verification and answers false: a sign-in for an address without a password costs
 * what a wrong password costs, so the answer's timing does not tell whether the address has an account.
 */
export async function verifyNothing(password: string): Promise<false> {
  await verifyPassword(password, await standInHash());
  return false;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== scheme) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const hash = Buffer.from(parts[5] ?? '', 'base64');
  const valid = (value: number | undefined): value is number =>
    value !== undefined && Number.isSafeInteger(value) && value > 0;
  // A power of two below 2^21 for N, small r and p: a corrupt row must not make one attempt cost gigabytes.
  if (!valid(N) || !valid(r) || !valid(p) || N > 2 ** 20 || (N & (N - 1)) !== 0 || r > 32 || p > 16) {
    return null;
  }
  if (salt.length < saltBytes || hash.length < 16) return null;
  return { N, r, p, salt, hash };
}
