import { hashPassword, needsRehash, verifyNothing, verifyPassword } from './hash.js';

describe('password hashes', () => {
  it('are scrypt$N$r$p$salt$hash with a 16-byte salt, and verify only their own password', async () => {
    const stored = await hashPassword('correct horse battery');
    const [scheme, n, r, p, salt = '', hash = ''] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash, 'base64')).toHaveLength(32);
    expect(stored).not.toContain('correct horse battery');
    await expect(verifyPassword('correct horse battery', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterY', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salt every hash anew', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
  });

  it('treat the Unicode forms of one password alike (NFKC)', async () => {
    const composed = 'caf\u00e9 au lait';
    const decomposed = 'cafe\u0301 au lait';
    await expect(verifyPassword(decomposed, await hashPassword(composed))).resolves.toBe(true);
  });

  it('still verify with the parameters they were made with, and ask to be redone', async () => {
    const stored = await hashPassword('older parameters');
    const older = stored.replace('scrypt$32768$', 'scrypt$16384$');
    // Same salt and output, other N: a different key, so no match, but it is read and computed.
    await expect(verifyPassword('older parameters', older)).resolves.toBe(false);
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it.each([
    ['another scheme', 'bcrypt$2b$10$abc'],
    ['too few parts', 'scrypt$32768$8$1$c2FsdA=='],
    [
      'an N that is not a power of two',
      'scrypt$30000$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    ],
    [
      'an N that would cost gigabytes',
      'scrypt$4194304$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    ],
    ['a short salt', 'scrypt$32768$8$1$AAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='],
  ])('a stored value with %s never verifies', async (_case, stored) => {
    await expect(verifyPassword('anything', stored)).resolves.toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('verifyNothing spends a verification and answers false', async () => {
    await expect(verifyNothing('whatever')).resolves.toBe(false);
  });
});
