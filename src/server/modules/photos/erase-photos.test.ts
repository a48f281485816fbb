import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '#shared/contracts/photos';
import { png, postPhoto } from '#server/test/photo-fixtures';
import { createTestApp, signUpUser } from '#server/test/test-app';

describe('my photos in my data export, and gone with my account', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const keysOnDisk = () =>
    readdirSync(ctx.config.photoStorage.kind === 'disk' ? ctx.config.photoStorage.dir : '', { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);

  it('exports public photos by URL and chat photos by a link that works for a day without a session', async () => {
    const member = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const shared = (await postPhoto(ctx.app, member.agent, await png(100, 80))).json().photo as Photo;
    await member.agent.post('/api/posts', {
      boardId: 'free',
      title: 'Mine',
      body: 'A photo',
      photos: [{ id: shared.id, alt: 'a bus stop' }],
    });
    const chat = (await postPhoto(ctx.app, member.agent, await png(90, 90), { purpose: 'chat' })).json().photo as Photo;
    await postPhoto(ctx.app, other.agent, await png());

    const res = await member.agent.get('/api/me/export');
    expect(res.statusCode).toBe(200);
    const { photos } = res.json() as {
      photos: { id: string; url: string; description: string; urlExpiresAt?: string }[];
    };
    expect(photos.map((p) => p.id).sort()).toEqual([shared.id, chat.id].sort());
    const exportedShared = photos.find((p) => p.id === shared.id)!;
    expect(exportedShared).toMatchObject({
      description: 'a bus stop',
      url: `${ctx.config.publicUrl}${shared.base}/100.jpg`,
    });
    const exportedChat = photos.find((p) => p.id === chat.id)!;
    const expiresIn = new Date(exportedChat.urlExpiresAt!).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(23 * 60 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    const path = exportedChat.url.slice(ctx.config.publicUrl.length);
    const anonymous = await ctx.app.inject({ method: 'GET', url: path });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['content-type']).toBe('image/jpeg');
    // The signature covers the file: another width or photo is refused.
    expect((await ctx.app.inject({ method: 'GET', url: path.replace('90.jpg', '90.webp') })).statusCode).toBe(401);
  });

  it('erases every photo, its files included, with the account', async () => {
    const member = await signUpUser(ctx.app);
    const photos = [
      (await postPhoto(ctx.app, member.agent, await png(70, 70))).json().photo as Photo,
      (await postPhoto(ctx.app, member.agent, await png(70, 70), { purpose: 'chat' })).json().photo as Photo,
    ];
    const keys = photos.map((p) => p.base);
    expect(keysOnDisk().length).toBeGreaterThanOrEqual(2);
    const res = await member.agent.post('/api/me/delete', { confirmation: member.nickname, password: member.password });
    expect(res.statusCode, res.body).toBe(204);
    expect(await ctx.db.selectFrom('photos').select('id').where('owner_id', '=', member.id).execute()).toEqual([]);
    const onDisk = keysOnDisk();
    const publicKey = keys[0]!.split('/').pop()!;
    expect(onDisk).not.toContain(publicKey);
    expect((await ctx.app.inject({ method: 'GET', url: `${keys[0]}/70.webp` })).statusCode).toBe(404);
  });
});
