import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisCounter } from '#server/lib/attempt-counter';
import type { Mail, Mailer } from '#server/mail/mailer';
import { MAILS_PER_RECIPIENT_HOUR, capMailsPerRecipient } from '#server/mail/recipient-cap';
import { eventually } from '#server/test/notification-endpoints';
import { createTestApp, signUpUser } from '#server/test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimitScale: 100_000 });
});
afterAll(async () => {
  await ctx.close();
});

const outboxTo = async (email: string) =>
  ((await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().mails as { to: string }[]).filter(
    (m) => m.to === email,
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('mails to one recipient', () => {
  it(`sends at most ${MAILS_PER_RECIPIENT_HOUR} an hour to one address, whatever sends them and from where`, async () => {
    const owner = await signUpUser(ctx.app);
    const bystander = await signUpUser(ctx.app);
    expect(await outboxTo(owner.email)).toHaveLength(1); // the verification
    // 15 sign-ups with the taken address and 15 forgot-password requests, each from another client address.
    for (let i = 0; i < 15; i++) {
      const remoteAddress = `198.51.100.${i + 1}`;
      const signUp = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress,
        payload: { email: owner.email, password: 'velvet-harbour-compass', nickname: `Copy${i}x`, acceptTerms: true },
      });
      expect(signUp.statusCode).toBe(202);
      const forgot = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress,
        payload: { email: owner.email },
      });
      expect(forgot.statusCode).toBe(204);
    }
    await eventually(async () => (await outboxTo(owner.email)).length >= MAILS_PER_RECIPIENT_HOUR, 5000, 'the mails');
    await sleep(300);
    expect(await outboxTo(owner.email)).toHaveLength(MAILS_PER_RECIPIENT_HOUR);

    // Another address is counted apart.
    await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: bystander.email } });
    await eventually(async () => (await outboxTo(bystander.email)).length === 2, 5000, 'the bystander’s reset mail');
    // 30 sign-ups and resets hash passwords with scrypt: seconds alone, more beside the rest of the suite.
  }, 120_000);
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('mails to one recipient across instances (Redis)', () => {
  it('two instances share the count', async () => {
    const prefix = `hola-test-mailcap-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
    const clients = [new Redis(redisUrl!), new Redis(redisUrl!)];
    const sent: Mail[] = [];
    const smtp: Mailer = { send: async (mail) => void sent.push(mail) };
    const log = { warn: () => {} } as never;
    try {
      const [one, two] = clients.map((redis) =>
        capMailsPerRecipient(smtp, { counter: createRedisCounter(redis, prefix), log }),
      );
      const mail = (to: string): Mail => ({ to, subject: 'Reset your password', text: '…' });
      for (let i = 0; i < 10; i++) {
        await one!.send(mail('Victim@Example.com'));
        await two!.send(mail('victim@example.com'));
      }
      expect(sent).toHaveLength(MAILS_PER_RECIPIENT_HOUR);
      await two!.send(mail('other@example.com'));
      expect(sent).toHaveLength(MAILS_PER_RECIPIENT_HOUR + 1);
      // The key names no address.
      const keys = await clients[0]!.keys(`${prefix}*`);
      expect(keys.length).toBe(2);
      expect(keys.join(' ')).not.toMatch(/example/i);
    } finally {
      const keys = await clients[0]!.keys(`${prefix}*`);
      if (keys.length > 0) await clients[0]!.del(...keys);
      for (const redis of clients) redis.disconnect();
    }
  });
});
