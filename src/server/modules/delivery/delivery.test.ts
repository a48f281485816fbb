import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/env';
import { openEventStream } from '#server/test/event-stream';
import { eventually, startPushService, startSmtpServer } from '#server/test/notification-endpoints';
import { createTestApp, signUpUser } from '#server/test/test-app';
import { readOrCreateVapidKeys } from './push.ts';
import { pushTopic } from './push-topic.ts';

// One minute of notification delay lasts 20 ms here: the default 15-minute chat mail wait is 300 ms.
const MINUTE_MS = 20;
const DAILY_CAP = 3;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let baseUrl: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  pushService = await startPushService();
  ctx = await createTestApp({
    smtpUrl: smtp.url,
    notificationMinuteMs: MINUTE_MS,
    mailDailyCap: DAILY_CAP,
    sseHeartbeatMs: 300,
    digestSweepEveryMs: 200,
    jobPollMs: 50,
    trustedPushOrigins: [pushService.origin],
  });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
  await pushService?.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A verified member (the mails go to SMTP here, so verification is arranged in the database). */
async function member(language: 'ko' | 'es' | 'en' = 'en') {
  const user = await signUpUser(ctx.app, { verified: false });
  await ctx.db.updateTable('users').set({ email_verified: true, language }).where('id', '=', user.id).execute();
  return user;
}

/** A conversation `to` has accepted, so its messages count as unread for them. */
async function chat(from: User, to: User) {
  const res = await from.agent.post('/api/conversations', { partnerId: to.id });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().conversation.id as string;
  expect((await to.agent.post(`/api/conversations/${id}/request`, { action: 'accept' })).statusCode).toBe(204);
  return id;
}
async function send(user: User, conversationId: string, text: string) {
  const res = await user.agent.post(`/api/conversations/${conversationId}/messages`, { text });
  expect(res.statusCode, res.body).toBe(201);
}
const settingsOf = async (user: User) => (await user.agent.get('/api/me/notification-settings')).json();
const unsubscribeUrl = (header: string) => header.replace(/^<http:\/\/localhost:3000/, '').replace(/>$/, '');

describe('notification settings', () => {
  it('answers 401 without a session and refuses bad values', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/notification-settings'],
      ['PATCH', '/api/me/notification-settings'],
      ['GET', '/api/push/config'],
      ['POST', '/api/push/subscriptions'],
      ['DELETE', '/api/push/subscriptions?endpoint=x'],
    ] as const) {
      expect(
        (await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode,
        `${method} ${url}`,
      ).toBe(401);
    }
    const user = await member();
    expect(
      (await user.agent.patch('/api/me/notification-settings', { chatMailDelayMinutes: 7 })).json().error,
    ).toMatchObject({ code: 'BAD_REQUEST', field: 'chatMailDelayMinutes' });
    expect((await user.agent.patch('/api/me/notification-settings', { digest: 'hourly' })).json().error).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'digest',
    });
    const bad = pushService.subscription();
    expect(
      (await user.agent.post('/api/push/subscriptions', { ...bad, keys: { ...bad.keys, p256dh: 'short' } })).statusCode,
    ).toBe(400);
    expect(
      (await user.agent.post('/api/push/subscriptions', { ...bad, endpoint: 'ftp://example.com/x' })).statusCode,
    ).toBe(400);
    expect(await settingsOf(user)).toEqual({
      chatMail: true,
      chatMailDelayMinutes: 15,
      digest: 'daily',
      pushChat: true,
      pushCommunity: true,
    });
  });

  it('keeps changes, and the data export carries them with the push subscriptions', async () => {
    const user = await member();
    const res = await user.agent.patch('/api/me/notification-settings', {
      chatMailDelayMinutes: 30,
      digest: 'weekly',
      pushCommunity: false,
    });
    expect(res.json()).toEqual({
      chatMail: true,
      chatMailDelayMinutes: 30,
      digest: 'weekly',
      pushChat: true,
      pushCommunity: false,
    });
    const sub = pushService.subscription();
    expect((await user.agent.post('/api/push/subscriptions', sub)).statusCode).toBe(204);
    expect((await user.agent.get('/api/push/config')).json().subscribed).toBe(1);
    const data = (await user.agent.get('/api/me/export')).json();
    expect(data.notificationSettings).toEqual(res.json());
    expect(data.pushSubscriptions).toEqual([expect.objectContaining({ endpoint: sub.endpoint })]);
    expect(
      (await user.agent.delete(`/api/push/subscriptions?endpoint=${encodeURIComponent(sub.endpoint)}`)).statusCode,
    ).toBe(204);
    expect((await user.agent.get('/api/me/export')).json().pushSubscriptions).toEqual([]);
  });
});

describe('VAPID keys', () => {
  it('refuses half a pair or a bad key without printing it, and keeps generated keys in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hola-vapid-'));
    try {
      const pair = webpush.generateVAPIDKeys();
      expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
        /^Invalid VAPID_PRIVATE_KEY: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together/,
      );
      let message = '';
      try {
        loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: 'not a key, but secret' });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Invalid VAPID_PRIVATE_KEY/);
      expect(message).not.toContain('secret');
      expect(
        loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }).vapid,
      ).toMatchObject(pair);

      const generated = readOrCreateVapidKeys(dir);
      expect(readOrCreateVapidKeys(dir)).toEqual(generated);
      expect(statSync(path.join(dir, 'vapid.json')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('account deletion', () => {
  it('removes the notification settings and push subscriptions', async () => {
    const user = await member();
    await user.agent.patch('/api/me/notification-settings', { digest: 'weekly' });
    await user.agent.post('/api/push/subscriptions', pushService.subscription());
    expect(
      (await user.agent.post('/api/me/delete', { confirmation: user.nickname, password: user.password })).statusCode,
    ).toBe(204);
    expect(await ctx.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
    expect(
      await ctx.db.selectFrom('notification_settings').select('user_id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
  });
});

describe('unread chat mail', () => {
  it('sends no mail to an unverified or a deactivated account', async () => {
    const a = await member();
    const [unverified, deactivated] = [await member(), await member()];
    for (const user of [unverified, deactivated]) {
      await user.agent.patch('/api/me/notification-settings', { chatMailDelayMinutes: 60 });
      await send(a, await chat(a, user), 'are you there?');
    }
    await ctx.db.updateTable('users').set({ email_verified: false }).where('id', '=', unverified.id).execute();
    await ctx.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', deactivated.id).execute();
    await sleep(60 * MINUTE_MS * 2 + 500);
    expect(smtp.notificationsTo(unverified.email)).toEqual([]);
    expect(smtp.notificationsTo(deactivated.email)).toEqual([]);
  });

  it('sends nothing when the messages are read before the delay', async () => {
    const [a, b] = [await member(), await member()];
    await b.agent.patch('/api/me/notification-settings', { chatMailDelayMinutes: 60 });
    const id = await chat(a, b);
    await send(a, id, 'quick question');
    expect((await b.agent.post(`/api/conversations/${id}/read`)).statusCode).toBeLessThan(300);
    await sleep(60 * MINUTE_MS * 2 + 500);
    expect(smtp.notificationsTo(b.email)).toEqual([]);
  });

  it('mails once after the delay, in the user’s language, and not again until new messages arrive', async () => {
    const [a, b] = [await member(), await member('es')];
    const id = await chat(a, b);
    await send(a, id, 'first');
    await send(a, id, 'second');
    await sleep(100);
    expect(smtp.notificationsTo(b.email)).toEqual([]);
    const mail = await eventually(() => smtp.notificationsTo(b.email)[0], 10_000, 'the chat mail');
    expect(mail.subject).toBe('Tienes 2 mensajes sin leer en Hola Corea');
    expect(mail.text).toContain(`Tienes 2 mensajes sin leer de ${a.nickname}.`);
    expect(mail.text).toContain('http://localhost:3000/messages');
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\?token=[\w.-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(smtp.notificationsTo(a.email)).toEqual([]);

    await sleep(15 * MINUTE_MS * 3);
    expect(smtp.notificationsTo(b.email)).toHaveLength(1);
    await send(a, id, 'third');
    await eventually(() => smtp.notificationsTo(b.email).length === 2, 10_000, 'a second mail');
    expect(smtp.notificationsTo(b.email)[1]!.subject).toBe('Tienes 3 mensajes sin leer en Hola Corea');
  });

  it('waits while a tab is open, and mails once the user has left', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const stream = await openEventStream(baseUrl, b.agent.cookie());
    try {
      await send(a, id, 'you there?');
      await sleep(15 * MINUTE_MS * 3);
      expect(smtp.notificationsTo(b.email)).toEqual([]);
    } finally {
      stream.close();
    }
    const mail = await eventually(() => smtp.notificationsTo(b.email)[0], 10_000, 'the mail after leaving');
    expect(mail.subject).toBe('You have 1 unread message on Hola Corea');
  });

  it(`sends at most ${DAILY_CAP} notification mails a day to one user`, async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    for (let i = 1; i <= DAILY_CAP; i++) {
      await send(a, id, `message ${i}`);
      await eventually(() => smtp.notificationsTo(b.email).length === i, 10_000, `mail ${i}`);
    }
    await send(a, id, 'one too many');
    await sleep(15 * MINUTE_MS * 4);
    expect(smtp.notificationsTo(b.email)).toHaveLength(DAILY_CAP);
  });
});

describe('unsubscribe link', () => {
  it('shows a page signed out, refuses a bad or altered token, and turns the mail off by one-click POST', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    await send(a, id, 'hello');
    const mail = await eventually(() => smtp.notificationsTo(b.email)[0], 10_000, 'the chat mail');
    const url = unsubscribeUrl(mail.headers['list-unsubscribe']!);
    expect(mail.text).toContain(`http://localhost:3000${url}`);

    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post"');
    expect((await settingsOf(b)).chatMail).toBe(true);

    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const altered = token.replace('.chat.', '.digest.');
    for (const bad of ['garbage', altered, `${token}x`, '']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/unsubscribe?token=${encodeURIComponent(bad)}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/unsubscribe?token=garbage' })).statusCode).toBe(400);
    expect(await settingsOf(b)).toMatchObject({ chatMail: true, digest: 'daily' });

    const done = await ctx.app.inject({
      method: 'POST',
      url,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(await settingsOf(b)).toMatchObject({ chatMail: false, digest: 'daily' });

    await send(a, id, 'hello again');
    await sleep(15 * MINUTE_MS * 4);
    expect(smtp.notificationsTo(b.email)).toHaveLength(1);
  });
});

describe('web push', () => {
  it('delivers an encrypted push in the user’s language when no tab is open, and marks a subscription answered 410 gone', async () => {
    const [a, b] = [await member(), await member('es')];
    const { publicKey } = (await b.agent.get('/api/push/config')).json();
    const live = pushService.subscription();
    const gone = pushService.subscription({ gone: true });
    expect((await b.agent.post('/api/push/subscriptions', live)).statusCode).toBe(204);
    expect((await b.agent.post('/api/push/subscriptions', gone)).statusCode).toBe(204);
    const id = await chat(a, b);
    await send(a, id, '¿Nos vemos en Hongdae?');

    const delivery = await eventually(
      () => pushService.deliveries.find((d) => live.endpoint.endsWith(d.path)),
      10_000,
      'the push',
    );
    expect(delivery.payload).toEqual({
      title: `Nuevo mensaje de ${a.nickname}`,
      body: '¿Nos vemos en Hongdae?',
      url: `/chat/${id}`,
      tag: `chat-${id}`,
    });
    // A push sent again (its job retried after a crash) replaces this one at the push service: one topic a tag.
    expect(delivery.headers.topic).toMatch(/^[\w-]{32}$/);
    expect(delivery.headers.topic).toBe(pushTopic(`chat-${id}`));
    expect(delivery.headers.topic).not.toBe(pushTopic('chat-another'));
    expect(String(delivery.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(pushService.errors).toEqual([]);

    // Marked gone, not deleted: the account's view of its devices does not tell what the endpoint answered.
    const goneAt = async (endpoint: string) =>
      (
        await ctx.db
          .selectFrom('push_subscriptions')
          .select('gone_at')
          .where('endpoint', '=', endpoint)
          .executeTakeFirstOrThrow()
      ).gone_at;
    await eventually(() => goneAt(gone.endpoint), 10_000, 'the expired subscription to be marked');
    expect(await goneAt(live.endpoint)).toBeNull();
    expect((await b.agent.get('/api/push/config')).json().subscribed).toBe(2);
  });

  it('sends no chat push while the user has a tab open, nor when they turned chat pushes off', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const subB = pushService.subscription();
    const subC = pushService.subscription();
    await b.agent.post('/api/push/subscriptions', subB);
    await c.agent.post('/api/push/subscriptions', subC);
    await c.agent.patch('/api/me/notification-settings', { pushChat: false });
    const stream = await openEventStream(baseUrl, b.agent.cookie());
    try {
      await send(a, await chat(a, b), 'seen in the tab');
      await send(a, await chat(a, c), 'pushes are off');
      await sleep(1000);
      expect(
        pushService.deliveries.filter((d) => subB.endpoint.endsWith(d.path) || subC.endpoint.endsWith(d.path)),
      ).toEqual([]);
    } finally {
      stream.close();
    }
  });
});

/** `author` asks on the board and `commenter` answers: the author gets an in-app notification. */
async function postWithComment(author: User, commenter: User) {
  const post = (
    await author.agent.post('/api/posts', {
      boardId: 'free',
      title: 'T-money top up?',
      body: 'Where can I top up my T-money card?',
    })
  ).json().post;
  const comment = await commenter.agent.post(`/api/posts/${post.id}/comments`, {
    body: 'Any convenience store: GS25, CU, 7-Eleven.',
  });
  expect(comment.statusCode, comment.body).toBe(201);
  return { postId: post.id as number, commentId: comment.json().comment.id as number };
}

describe('community push', () => {
  it('pushes a new comment to the post’s author, unless they turned community pushes off', async () => {
    const [a, b, quiet] = [await member(), await member(), await member()];
    const subB = pushService.subscription();
    const subQuiet = pushService.subscription();
    await b.agent.post('/api/push/subscriptions', subB);
    await quiet.agent.post('/api/push/subscriptions', subQuiet);
    await quiet.agent.patch('/api/me/notification-settings', { pushCommunity: false });
    const { postId, commentId } = await postWithComment(b, a);
    await postWithComment(quiet, await member());
    const delivery = await eventually(
      () => pushService.deliveries.find((d) => subB.endpoint.endsWith(d.path)),
      10_000,
      'the community push',
    );
    expect(delivery.payload).toMatchObject({
      title: 'Hola Corea community',
      body: `${a.nickname} commented on your post “T-money top up?”`,
      url: `/community/post/${postId}#comment-${commentId}`,
    });
    await sleep(1000);
    expect(pushService.deliveries.filter((d) => subQuiet.endpoint.endsWith(d.path))).toEqual([]);
  });
});

describe('community digest', () => {
  it('mails unread community notifications to those who want a digest', async () => {
    const [a, b, off] = [await member(), await member(), await member()];
    await off.agent.patch('/api/me/notification-settings', { digest: 'off' });
    await postWithComment(b, a);
    // Each commenter once: a new account comments at a measured pace.
    await postWithComment(off, await member());
    const mail = await eventually(() => smtp.notificationsTo(b.email)[0], 10_000, 'the digest');
    expect(mail.subject).toBe('Your daily Hola Corea summary');
    expect(mail.text).toContain(`${a.nickname} commented on your post “T-money top up?”`);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/community\/post\/\d+/);
    expect(mail.headers['list-unsubscribe']).toContain('.digest.');
    await sleep(1000);
    expect(smtp.notificationsTo(b.email)).toHaveLength(1);
    expect(smtp.notificationsTo(off.email)).toEqual([]);
  });
});
