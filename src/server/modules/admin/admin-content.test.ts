import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, signUpUser } from '#server/test/test-app';

const ADMIN = { email: 'content-admin@holacorea.test', password: 'content-admin-password' };
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof createAgent>;
beforeAll(async () => {
  ctx = await createTestApp({ admin: ADMIN, rateLimitScale: 100_000 });
  admin = createAgent(ctx.app);
  expect((await admin.post('/api/auth/sign-in', ADMIN)).statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

const publicGet = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json();
const audited = async (targetType: string) =>
  (await admin.get(`/api/admin/audit?targetType=${targetType}&pageSize=100`)).json().entries as {
    action: string;
    targetId: string;
  }[];

describe('admin: phrases', () => {
  it('creates, edits, reorders and deletes a phrase; /api/phrases shows each change at once', async () => {
    const phrase = {
      category: 'taxi',
      ko: '트렁크 좀 열어 주세요.',
      romanization: 'teureongkeu jom yeoreo juseyo.',
      en: 'Please open the trunk.',
      es: 'Abra el maletero, por favor.',
    };
    const created = await admin.post('/api/admin/phrases', phrase);
    expect(created.statusCode).toBe(201);
    const id = created.json().phrase.id as string;
    expect((await publicGet('/api/phrases')).phrases.find((p: { id: string }) => p.id === id)).toMatchObject(phrase);

    const edited = await admin.patch(`/api/admin/phrases/${id}`, { ...phrase, es: 'Por favor, abra el maletero.' });
    expect(edited.json().phrase.es).toBe('Por favor, abra el maletero.');
    expect((await publicGet('/api/phrases')).phrases.find((p: { id: string }) => p.id === id).es).toBe(
      'Por favor, abra el maletero.',
    );

    const taxi = (await admin.get('/api/admin/phrases'))
      .json()
      .phrases.filter((p: { category: string }) => p.category === 'taxi')
      .map((p: { id: string }) => p.id) as string[];
    expect(taxi.at(-1)).toBe(id);
    const reordered = [id, ...taxi.slice(0, -1)];
    expect((await admin.post('/api/admin/phrases/reorder', { category: 'taxi', ids: reordered })).statusCode).toBe(204);
    const publicTaxi = (await publicGet('/api/phrases')).phrases
      .filter((p: { category: string }) => p.category === 'taxi')
      .map((p: { id: string }) => p.id);
    expect(publicTaxi).toEqual(reordered);
    expect(
      (await admin.post('/api/admin/phrases/reorder', { category: 'taxi', ids: reordered.slice(1) })).json().error
        .field,
    ).toBe('ids');

    expect((await admin.delete(`/api/admin/phrases/${id}`)).statusCode).toBe(204);
    expect((await publicGet('/api/phrases')).phrases.some((p: { id: string }) => p.id === id)).toBe(false);
    expect((await admin.delete(`/api/admin/phrases/${id}`)).statusCode).toBe(404);
    expect(
      (await audited('phrase'))
        .filter((e) => e.targetId === id)
        .map((e) => e.action)
        .reverse(),
    ).toEqual(['phrase.create', 'phrase.update', 'phrase.delete']);
  });

  it('validates every field in three languages', async () => {
    const good = {
      category: 'food',
      ko: '맵지 않게 해 주세요.',
      romanization: 'maepji anke hae juseyo.',
      en: 'Not spicy, please.',
      es: 'Sin picante, por favor.',
    };
    for (const [field, value] of [
      ['ko', 'Not Korean'],
      ['es', '  '],
      ['en', ''],
      ['category', 'karaoke'],
    ] as const) {
      const res = await admin.post('/api/admin/phrases', { ...good, [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.field, field).toBe(field);
    }
  });
});

describe('admin: regions and places', () => {
  it('creates a region and a place with checked map fields; the guide shows them at once; a region with places cannot be deleted', async () => {
    const region = await admin.post('/api/admin/regions', {
      name: { ko: '전주', es: 'Jeonju (prueba)', en: 'Jeonju test' },
      summary: {
        ko: '한옥마을과 비빔밥의 도시.',
        es: 'Ciudad del hanok y el bibimbap.',
        en: 'City of hanok and bibimbap.',
      },
    });
    expect(region.statusCode).toBe(201);
    const regionId = region.json().region.id as string;
    const place = {
      regionId,
      name: { ko: '전동성당', es: 'Catedral de Jeondong', en: 'Jeondong Cathedral' },
      nameKo: '전동성당',
      addressKo: '전북특별자치도 전주시 완산구 태조로 51',
      lat: 35.8133,
      lng: 127.1494,
      what: { ko: '1914년에 지은 성당.', es: 'Catedral de 1914.', en: 'A cathedral built in 1914.' },
      why: {
        ko: '한옥마을 입구의 붉은 벽돌 건물.',
        es: 'Ladrillo rojo a la entrada del pueblo hanok.',
        en: 'Red brick at the gate of the hanok village.',
      },
      howToGetThere: {
        ko: '전주역에서 버스로 20분.',
        es: '20 minutos en bus desde la estación de Jeonju.',
        en: '20 minutes by bus from Jeonju Station.',
      },
    };
    for (const [change, field] of [
      [{ lat: 51.5 }, 'lat'],
      [{ lng: 2.35 }, 'lng'],
      [{ nameKo: 'Jeondong' }, 'nameKo'],
      [{ addressKo: '51 Taejo-ro' }, 'addressKo'],
      [{ regionId: 'atlantis' }, 'regionId'],
    ] as const) {
      const res = await admin.post('/api/admin/places', { ...place, ...change });
      expect(res.json().error.field, field).toBe(field);
    }
    const created = await admin.post('/api/admin/places', place);
    expect(created.statusCode).toBe(201);
    const placeId = created.json().place.id as string;
    const guide = await publicGet(`/api/regions/${regionId}`);
    expect(guide.places.map((p: { id: string }) => p.id)).toEqual([placeId]);

    const moved = await admin.patch(`/api/admin/places/${placeId}`, {
      ...place,
      lat: 35.8134,
      name: { ...place.name, es: 'Catedral Jeondong' },
    });
    expect(moved.json().place).toMatchObject({ lat: 35.8134, name: { es: 'Catedral Jeondong' } });
    expect((await admin.delete(`/api/admin/regions/${regionId}`)).json().error.code).toBe('REGION_NOT_EMPTY');
    expect((await admin.delete(`/api/admin/places/${placeId}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/regions/${regionId}`)).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/regions/${regionId}` })).statusCode).toBe(404);
  });
});

describe('admin: community', () => {
  it('creates, renames, reorders and archives boards', async () => {
    const input = {
      slug: 'food-trips',
      kind: 'discussion',
      name: { ko: '맛집 탐방', es: 'Rutas gastronómicas', en: 'Food trips' },
      description: { ko: '먹으러 떠나요.', es: 'Viajes para comer.', en: 'Trips to eat.' },
    };
    expect((await admin.post('/api/admin/boards', input)).statusCode).toBe(201);
    expect((await admin.post('/api/admin/boards', input)).json().error.code).toBe('SLUG_TAKEN');
    expect((await publicGet('/api/boards')).boards.map((b: { slug: string }) => b.slug)).toContain('food-trips');

    const renamed = await admin.patch('/api/admin/boards/food-trips', {
      name: { ko: '맛집 여행', es: 'Viajes de comida', en: 'Food travel' },
    });
    expect(renamed.json().board.name.en).toBe('Food travel');
    const order = ['food-trips', 'qna', 'tips', 'companions', 'free'];
    expect((await admin.post('/api/admin/boards/reorder', { slugs: order })).statusCode).toBe(204);
    expect((await publicGet('/api/boards')).boards.map((b: { slug: string }) => b.slug)).toEqual(order);

    expect((await admin.patch('/api/admin/boards/food-trips', { archived: true })).json().board.archived).toBe(true);
    expect((await publicGet('/api/boards')).boards.map((b: { slug: string }) => b.slug)).not.toContain('food-trips');
    expect(
      (await admin.get('/api/admin/boards')).json().boards.find((b: { slug: string }) => b.slug === 'food-trips')
        .archived,
    ).toBe(true);
    const writer = await signUpUser(ctx.app);
    expect((await writer.agent.post('/api/posts', { boardId: 'food-trips', title: 'x', body: 'y' })).statusCode).toBe(
      404,
    );
    expect((await audited('board')).map((e) => e.action)).toEqual(
      expect.arrayContaining(['board.create', 'board.update', 'board.reorder', 'board.archive']),
    );
  });

  it('searches posts and comments in any state, hides, pins and deletes them', async () => {
    const writer = await signUpUser(ctx.app);
    const reader = await signUpUser(ctx.app);
    const post = (
      await writer.agent.post('/api/posts', {
        boardId: 'tips',
        title: 'Cheap eats near Hongik University',
        body: 'Try the gimbap shops.',
      })
    ).json().post;
    const comment = (
      await reader.agent.post(`/api/posts/${post.id}/comments`, { body: 'Gimbap Cheonguk is open all night.' })
    ).json().comment;
    await reader.agent.post(`/api/posts/${post.id}/report`, { reason: '광고/스팸' });

    const found = (await admin.get('/api/admin/posts?q=hongik')).json();
    expect(found.posts.map((p: { id: number }) => p.id)).toEqual([post.id]);
    expect(found.posts[0]).toMatchObject({
      reportCount: 1,
      hidden: false,
      deleted: false,
      author: { nickname: writer.nickname },
    });

    await admin.patch(`/api/admin/posts/${post.id}`, { hidden: true });
    expect((await admin.get('/api/admin/posts?state=hidden&q=hongik')).json().posts).toHaveLength(1);
    expect((await admin.get('/api/admin/posts?state=visible&q=hongik')).json().posts).toHaveLength(0);
    await admin.patch(`/api/admin/posts/${post.id}`, { hidden: false, pinned: true });
    expect((await admin.get('/api/admin/posts?q=hongik')).json().posts[0].pinned).toBe(true);

    const comments = (await admin.get('/api/admin/comments?q=cheonguk')).json();
    expect(comments.comments[0]).toMatchObject({
      id: comment.id,
      post: { id: post.id, title: 'Cheap eats near Hongik University' },
    });
    await admin.patch(`/api/admin/comments/${comment.id}`, { hidden: true });
    expect((await admin.get('/api/admin/comments?state=hidden&q=cheonguk')).json().comments).toHaveLength(1);
    expect((await admin.delete(`/api/comments/${comment.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await admin.get('/api/admin/posts?state=deleted&q=hongik')).json().posts).toHaveLength(1);
  });
});

describe('admin: dashboard and audit log', () => {
  it('counts users, content, messages and open reports, with 30 days per day', async () => {
    const before = (await admin.get('/api/admin/dashboard')).json();
    const [a, b] = [await signUpUser(ctx.app), await signUpUser(ctx.app, { verified: false })];
    const room = (await a.agent.post('/api/conversations', { partnerId: b.id })).json().conversation.id;
    await a.agent.post(`/api/conversations/${room}/messages`, { text: 'Hola' });
    const post = (await a.agent.post('/api/posts', { boardId: 'free', title: 'Dashboard', body: 'counts' })).json()
      .post;
    await a.agent.post(`/api/posts/${post.id}/comments`, { body: 'one' });
    await b.agent.post(`/api/users/${a.id}/report`, { reason: '기타', detail: 'rude' });

    const after = (await admin.get('/api/admin/dashboard')).json();
    expect(after.totals.users - before.totals.users).toBe(2);
    expect(after.totals.verifiedUsers - before.totals.verifiedUsers).toBe(1);
    expect(after.totals.newUsers7d - before.totals.newUsers7d).toBe(2);
    for (const key of ['posts', 'comments', 'messages', 'conversations', 'openReports'])
      expect(after.totals[key] - before.totals[key], key).toBe(1);
    expect(after.daily).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(after.daily.at(-1).day).toBe(today);
    expect(after.daily.at(-1).signups - before.daily.at(-1).signups).toBe(2);
    expect(after.daily.at(-1).messages - before.daily.at(-1).messages).toBe(1);
  });

  it('pages and filters the audit log, newest first, with who did it', async () => {
    const list = (await admin.get('/api/admin/audit?pageSize=2')).json();
    expect(list.entries).toHaveLength(2);
    expect(list.total).toBeGreaterThan(2);
    expect(new Date(list.entries[0].createdAt).getTime()).toBeGreaterThanOrEqual(
      new Date(list.entries[1].createdAt).getTime(),
    );
    expect(list.entries[0].actor.nickname).toBeTruthy();
    const boards = (await admin.get('/api/admin/audit?action=board.archive')).json();
    expect(boards.entries.every((e: { action: string }) => e.action === 'board.archive')).toBe(true);
    expect((await admin.get('/api/admin/audit?targetType=spaceship')).statusCode).toBe(400);
  });
});
