import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '#shared/contracts/photos';
import { photoFileUrl } from '#shared/photo-rules';
import { phoneJpeg, postPhoto } from '#server/test/photo-fixtures';
import { startS3Server } from '#server/test/s3-server';
import { createAgent, createTestApp, signUpUser } from '#server/test/test-app';
import { createS3Storage } from './s3-storage.ts';
import { sweepPhotos } from './sweep-photos.job.ts';

const ADMIN = { email: 'admin-s3@example.com', password: 'admin s3 password 4242' };

// The same code path production takes with S3_BUCKET set, against a real S3-compatible server process.
describe('photos in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    s3 = await startS3Server();
    ctx = await createTestApp({ photoStorage: s3.storage, admin: ADMIN });
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.stop();
  });

  const storage = () => {
    if (s3.storage.kind !== 's3') throw new Error('not S3');
    return createS3Storage(s3.storage);
  };

  it('stores every file in the bucket and serves it back', async () => {
    const member = await signUpUser(ctx.app);
    const res = await postPhoto(ctx.app, member.agent, await phoneJpeg());
    expect(res.statusCode).toBe(201);
    const photo = res.json().photo as Photo;
    const key = photo.base.split('/').pop()!;
    const bucket = storage();
    for (const width of photo.widths) {
      const stored = await bucket.get(key, `${width}.webp`);
      expect(stored?.size).toBeGreaterThan(0);
      const served = await ctx.app.inject({ method: 'GET', url: photoFileUrl(photo, width, 'webp') });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.length).toBe(stored!.size);
      stored!.body.destroy();
    }
    bucket.close();
  });

  it('deletes the objects of a removed photo and of an orphan', async () => {
    const member = await signUpUser(ctx.app);
    const admin = createAgent(ctx.app);
    await admin.post('/api/auth/sign-in', ADMIN);
    const removed = (await postPhoto(ctx.app, member.agent, await phoneJpeg())).json().photo as Photo;
    const orphan = (await postPhoto(ctx.app, member.agent, await phoneJpeg())).json().photo as Photo;
    expect((await admin.delete(`/api/admin/photos/${removed.id}`)).statusCode).toBe(204);
    await ctx.db
      .updateTable('photos')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() })
      .where('id', '=', orphan.id)
      .execute();
    const bucket = storage();
    await sweepPhotos({ db: ctx.db, storage: bucket });
    for (const photo of [removed, orphan]) {
      const key = photo.base.split('/').pop()!;
      for (const width of photo.widths) expect(await bucket.get(key, `${width}.jpg`)).toBeNull();
    }
    bucket.close();
  });
});
