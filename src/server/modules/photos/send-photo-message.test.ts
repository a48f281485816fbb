import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '#shared/contracts/photos';
import { photoFileUrl } from '#shared/photo-rules';
import { openEventStream } from '#server/test/event-stream';
import { png, postPhoto } from '#server/test/photo-fixtures';
import { createAgent, createTestApp, signUpUser } from '#server/test/test-app';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
type Member = Awaited<ReturnType<typeof signUpUser>>;
const ADMIN = { email: 'admin-photos@example.com', password: 'admin photos password 42' };

describe('chat photos', () => {
  let ctx: Ctx;
  let baseUrl: string;
  let a: Member;
  let b: Member;
  let roomId: string;
  beforeAll(async () => {
    ctx = await createTestApp({ admin: ADMIN });
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    [a, b] = [await signUpUser(ctx.app), await signUpUser(ctx.app)];
    roomId = (await a.agent.post('/api/conversations', { partnerId: b.id })).json().conversation.id;
    await b.agent.post(`/api/conversations/${roomId}/request`, { action: 'accept' });
  });
  afterAll(() => ctx.close());

  const chatPhoto = async (member: Member) =>
    (await postPhoto(ctx.app, member.agent, await png(300, 200), { purpose: 'chat' })).json().photo as Photo;
  const sendPhoto = (member: Member, photo: Photo, extra: { caption?: string; clientId?: string } = {}) =>
    member.agent.post(`/api/conversations/${roomId}/photo-messages`, { photo: { id: photo.id }, ...extra });

  it('keeps an unsent chat photo to its uploader', async () => {
    const photo = await chatPhoto(a);
    expect(photo.base).toBe(`/api/photos/${photo.id}`);
    const url = photoFileUrl(photo, 300, 'webp');
    expect((await a.agent.get(url)).statusCode).toBe(200);
    expect((await b.agent.get(url)).statusCode).toBe(404);
  });

  it('sends a photo the partner sees live, and only the two participants can fetch', async () => {
    const stream = await openEventStream(baseUrl, b.agent.cookie());
    await stream.next((e) => e.type === 'ready');
    const photo = await chatPhoto(a);
    const res = await sendPhoto(a, photo, { caption: 'my hotel door panel' });
    expect(res.statusCode).toBe(201);
    const { message } = res.json();
    expect(message.content).toBe('my hotel door panel');
    const live = await stream.next((e) => e.type === 'message.photo');
    expect(live.event).toMatchObject({ type: 'message.photo', messageId: message.id, photo: { id: photo.id } });
    stream.close();

    const url = photoFileUrl(photo, 300, 'jpeg');
    const forB = await b.agent.get(url);
    expect(forB.statusCode).toBe(200);
    expect(forB.headers['content-type']).toBe('image/jpeg');
    expect(forB.headers['cache-control']).toBe('private, no-cache');
    expect(forB.headers['x-content-type-options']).toBe('nosniff');

    const third = await signUpUser(ctx.app);
    expect((await third.agent.get(url)).statusCode).toBe(404);
    const visitor = await ctx.app.inject({ method: 'GET', url });
    expect(visitor.statusCode).toBe(401);
    // Nor through a forged or expired signature.
    const forged = await ctx.app.inject({ method: 'GET', url: `${url}?expires=${Date.now() + 60_000}&signature=abc` });
    expect(forged.statusCode).toBe(401);

    const list = await b.agent.get(`/api/conversations/${roomId}/photos`);
    expect(list.json().photos).toMatchObject([{ messageId: message.id, photo: { id: photo.id } }]);
    expect((await third.agent.get(`/api/conversations/${roomId}/photos`)).json().photos).toEqual([]);
  });

  it('sends a photo once when the client repeats the send, and never attaches one photo twice', async () => {
    const photo = await chatPhoto(a);
    const clientId = randomUUID();
    const first = await sendPhoto(a, photo, { clientId });
    const repeat = await sendPhoto(a, photo, { clientId });
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().message.id).toBe(first.json().message.id);
    expect(first.json().message.content).toBe('📷');
    const again = await sendPhoto(a, photo, { clientId: randomUUID() });
    expect(again.json().error.code).toBe('PHOTO_UNAVAILABLE');
  });

  it('refuses a public photo, or one of someone else, as a chat photo', async () => {
    const publicPhoto = (await postPhoto(ctx.app, a.agent, await png())).json().photo as Photo;
    expect((await sendPhoto(a, publicPhoto)).json().error.code).toBe('PHOTO_UNAVAILABLE');
    expect((await sendPhoto(b, await chatPhoto(a))).json().error.code).toBe('PHOTO_UNAVAILABLE');
  });

  it('sends a photo under the rules of a text: a blocked sender is refused and nothing is attached', async () => {
    await b.agent.put(`/api/blocks/${a.id}`);
    const photo = await chatPhoto(a);
    const res = await sendPhoto(a, photo);
    expect(res.json().error.code).toBe('BLOCKED');
    const row = await ctx.db.selectFrom('photos').select('state').where('id', '=', photo.id).executeTakeFirstOrThrow();
    expect(row.state).toBe('pending');
    await b.agent.delete(`/api/blocks/${a.id}`);
  });

  it('shows a reported chat photo to the admins, who can remove it: then nobody gets it', async () => {
    const photo = await chatPhoto(a);
    const { message } = (await sendPhoto(a, photo)).json();
    const url = photoFileUrl(photo, 300, 'webp');
    const admin = createAgent(ctx.app);
    await admin.post('/api/auth/sign-in', ADMIN);
    expect((await admin.get(url)).statusCode).toBe(404);
    expect((await b.agent.post(`/api/messages/${message.id}/report`, { reason: '광고/스팸' })).statusCode).toBe(201);
    expect((await admin.get(`/api/admin/photos/message/${message.id}`)).json().photos).toMatchObject([
      { id: photo.id },
    ]);
    expect((await admin.get(url)).statusCode).toBe(200);

    expect((await b.agent.delete(`/api/admin/photos/${photo.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/admin/photos/${photo.id}`)).statusCode).toBe(204);
    for (const agent of [a.agent, b.agent, admin]) expect((await agent.get(url)).statusCode).toBe(404);
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', photo.id).execute();
    expect(audit).toEqual([{ action: 'photo.remove' }]);
  });
});
