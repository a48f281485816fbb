import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// Better Auth's own parameters are N = 2^14, r = 16, p = 1, a 64-byte key, stored as "<salt hex>:<key hex>"
// (@better-auth/utils/password). The suites sign up about 1,200 accounts a run, and at that cost the hashing
// alone was 40 % of the unit suite's CPU: in-process test apps hash at N = 2^10, in the same format.
const TEST_COST = { N: 2 ** 10, r: 16, p: 1 };
const KEY_BYTES = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, TEST_COST, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Better Auth's `emailAndPassword.password` for test apps (Config.testPasswordHashing); undefined elsewhere, so Better Auth's own. */
export function testPasswordHashing(enabled: boolean | undefined) {
  if (!enabled) return undefined;
  return {
    async hash(password: string) {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await derive(password, salt)).toString('hex')}`;
    },
    async verify({ hash, password }: { hash: string; password: string }) {
      const [salt, key] = hash.split(':');
      if (!salt || !key) throw new Error('Invalid password hash');
      const expected = Buffer.from(key, 'hex');
      const actual = await derive(password, salt);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
