import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AttemptCounter } from '#server/lib/attempt-counter';
import { TooManyRequests } from '#server/lib/errors';

const WINDOW_MS = 15 * 60_000;
const ACCOUNT_WINDOW_MS = 60 * 60_000;
// ASVS 2.2.1 allows at most 100 failed attempts an hour on one account; a raised scale (tests) never goes past it.
const ACCOUNT_MAX_PER_HOUR = 100;

export const DEVICE_COOKIE = 'hola.device';
const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Password guessing is limited per account, per address and account, and per address, counting failures
 * only (decision record 011). A browser that has signed in to the account before holds a signed device
 * cookie: it has its own allowance and is not held back by the account's or the address's, so an attacker
 * can neither lock the owner out nor everyone who shares the attacker's address.
 */
export function createSignInGuard(opts: {
  counter: AttemptCounter;
  secret: string;
  scale: number;
  secureCookie: boolean;
}) {
  const { counter, secret, scale } = opts;
  const scaled = (n: number) => Math.max(1, Math.round(n * scale));
  const limits = {
    account: Math.min(ACCOUNT_MAX_PER_HOUR, scaled(20)),
    pair: scaled(10),
    address: scaled(30),
    device: scaled(10),
  };
  const sign = (id: string, email: string) =>
    createHmac('sha256', secret).update(`device\n${id}\n${email}`).digest('base64url');

  /** The device id when the request carries this account's device cookie. */
  function knownDevice(request: FastifyRequest, email: string): string | null {
    const raw = request.headers.cookie
      ?.split(';')
      .map((c) => c.trim())
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    const [id, signature] = raw?.slice(DEVICE_COOKIE.length + 1).split('.') ?? [];
    if (!id || !signature) return null;
    const expected = Buffer.from(sign(id, email));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  const keysFor = (request: FastifyRequest, email: string) => {
    const device = knownDevice(request, email);
    return {
      account: `signin:account:${email}`,
      // A known device answers only to its own allowance; others share the address's and the account's.
      checked: device
        ? [{ key: `signin:device:${device}`, max: limits.device }]
        : [
            { key: `signin:account:${email}`, max: limits.account },
            { key: `signin:pair:${request.ip}:${email}`, max: limits.pair },
            { key: `signin:address:${request.ip}`, max: limits.address },
          ],
    };
  };

  return {
    /** Refuses the attempt before the password is checked when an allowance it falls under is used up. */
    async check(request: FastifyRequest, email: string) {
      for (const { key, max } of keysFor(request, email).checked) {
        const { count, resetInMs } = await counter.peek(key);
        if (count >= max) {
          throw new TooManyRequests(
            'SIGN_IN_PAUSED',
            'Too many failed sign-ins. Try again later, or reset your password.',
            resetInMs,
          );
        }
      }
    },

    async failed(request: FastifyRequest, email: string) {
      const { account, checked } = keysFor(request, email);
      const keys = new Set([account, ...checked.map((c) => c.key)]);
      await Promise.all([...keys].map((key) => counter.hit(key, key === account ? ACCOUNT_WINDOW_MS : WINDOW_MS)));
    },

    /** After a successful sign-in (or sign-up, or reset): this browser becomes a known device of the account. */
    async succeeded(request: FastifyRequest, reply: FastifyReply, email: string) {
      await counter.clear(`signin:pair:${request.ip}:${email}`);
      const id = knownDevice(request, email) ?? randomBytes(16).toString('base64url');
      const secure = opts.secureCookie ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${DEVICE_COOKIE}=${id}.${sign(id, email)}; Path=/api/auth; Max-Age=${DEVICE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
      );
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
