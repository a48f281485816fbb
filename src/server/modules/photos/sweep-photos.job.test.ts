import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '#shared/contracts/photos';
import { png, postPhoto } from '#server/test/photo-fixtures';
import { createTestApp, signUpUser } from '#server/test/test-app';
import { createDiskStorage } from './disk-storage.ts';
import { sweepPhotos } from './sweep-photos.job.ts';

describe('the orphan photo sweep', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const dir = () => (ctx.config.photoStorage.kind === 'disk' ? ctx.config.photoStorage.dir : '');
  const age = (id: string, hours: number) =>
    ctx.db
      .updateTable('photos')
      .set({ created_at: new Date(Date.now() - hours * 60 * 60 * 1000).toISOString() })
      .where('id', '=', id)
      .execute();

  it('removes photos never attached within a day, files and rows, and keeps the rest', async () => {
    const member = await signUpUser(ctx.app);
    const upload = async () => (await postPhoto(ctx.app, member.agent, await png(64, 64))).json().photo as Photo;
    const [orphan, young, used] = [await upload(), await upload(), await upload()];
    await member.agent.post('/api/posts', {
      boardId: 'free',
      title: 'Used',
      body: 'A photo',
      photos: [{ id: used.id }],
    });
    await Promise.all([age(orphan.id, 25), age(young.id, 23), age(used.id, 48)]);

    const swept = await sweepPhotos({ db: ctx.db, storage: createDiskStorage(dir()) });
    expect(swept.orphans).toBe(1);
    const left = (await ctx.db.selectFrom('photos').select('id').execute()).map((r) => r.id).sort();
    expect(left).toEqual([young.id, used.id].sort());
    const keys = readdirSync(dir());
    expect(keys).not.toContain(orphan.base.split('/').pop());
    expect(keys).toContain(young.base.split('/').pop());
  });
});
