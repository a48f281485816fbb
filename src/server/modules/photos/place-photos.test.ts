import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '#shared/contracts/photos';
import { phoneJpeg, postPhoto } from '#server/test/photo-fixtures';
import { createAgent, createTestApp, signUpUser } from '#server/test/test-app';

const ADMIN = { email: 'admin-places@example.com', password: 'admin places password 42' };

describe('photos on places and regions (admins, /madre-moni)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let admin: ReturnType<typeof createAgent>;
  let placeId: string;
  let regionId: string;
  beforeAll(async () => {
    ctx = await createTestApp({ admin: ADMIN });
    admin = createAgent(ctx.app);
    await admin.post('/api/auth/sign-in', ADMIN);
    const place = await ctx.db.selectFrom('places').select(['id', 'region_id']).executeTakeFirstOrThrow();
    [placeId, regionId] = [place.id, place.region_id];
  });
  afterAll(() => ctx.close());

  const upload = async () =>
    (await postPhoto(ctx.app, admin, await phoneJpeg({ width: 1400, height: 900, orientation: 1 }))).json()
      .photo as Photo;

  it('refuses a member with 403', async () => {
    const member = await signUpUser(ctx.app);
    const res = await member.agent.put(`/api/admin/places/${placeId}/photos`, { photos: [] });
    expect(res.statusCode).toBe(403);
  });

  it('shows them on the places pages and in the offline pack, whose told size is what downloads', async () => {
    const [one, two, three] = [await upload(), await upload(), await upload()];
    const res = await admin.put(`/api/admin/places/${placeId}/photos`, {
      photos: [
        { id: one.id, alt: 'the gate' },
        { id: two.id, alt: 'the hall' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((await admin.put(`/api/admin/regions/${regionId}/photos`, { photos: [{ id: three.id }] })).statusCode).toBe(
      200,
    );
    const places = (await ctx.app.inject({ method: 'GET', url: '/api/places' })).json().places;
    expect(places.find((p: { id: string }) => p.id === placeId).photos.map((p: Photo) => p.alt)).toEqual([
      'the gate',
      'the hall',
    ]);
    const region = (await ctx.app.inject({ method: 'GET', url: `/api/regions/${regionId}` })).json();
    expect(region.region.photos).toMatchObject([{ id: three.id }]);

    const pack = (await ctx.app.inject({ method: 'GET', url: '/api/offline-pack' })).json();
    expect(pack.photos).toHaveLength(3);
    for (const file of pack.photos) {
      expect(file.url).toMatch(/^\/media\/[\w-]+\/640\.webp$/);
      const body = await ctx.app.inject({ method: 'GET', url: file.url });
      expect(body.rawPayload.length).toBe(file.bytes);
    }
  });

  it('replaces the photos: one left out is removed and no longer served', async () => {
    const current = (await ctx.app.inject({ method: 'GET', url: '/api/places' }))
      .json()
      .places.find((p: { id: string }) => p.id === placeId).photos as Photo[];
    const dropped = current[0]!;
    const res = await admin.put(`/api/admin/places/${placeId}/photos`, {
      photos: [{ id: current[1]!.id, alt: 'hall' }],
    });
    expect(res.json().photos).toMatchObject([{ id: current[1]!.id, alt: 'hall' }]);
    const url = `${dropped.base}/${dropped.widths[0]}.webp`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
