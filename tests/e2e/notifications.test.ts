import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { createVerifiedUser, openContext } from './support/page.ts';

const env = useServerAndBrowser();

async function writePost(context: BrowserContext, title: string) {
  const res = await context.request.post('/api/posts', {
    data: { boardId: 'qna', title, body: 'Where can I top up a T-money card at night?' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { post: { id: number } }).post.id;
}

describe('notifications', () => {
  it('a comment on my post lights my bell live; opening it lands on the comment and clears the bell', async () => {
    const a = await openContext(env.browser, env.server, { locale: 'en-US', viewport: 'mobile' });
    const b = await openContext(env.browser, env.server, { locale: 'es-ES' });
    const ana = await createVerifiedUser(a.context, env.server, 'ana');
    const bo = await createVerifiedUser(b.context, env.server, 'bo');
    const title = `T-money at night ${ana.nickname}`;
    const postId = await writePost(a.context, title);

    // Ana waits on the guide: no notifications yet.
    await a.page.goto('/guide');
    const bell = a.page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true });
    await bell.waitFor();
    expect(await a.page.getByTestId('notification-badge').count()).toBe(0);

    // Many comments above the one Ana will open, so landing on it means scrolling.
    for (let i = 0; i < 8; i += 1) {
      // A new account waits a moment between comments (pacing, scaled down for tests).
      await a.page.waitForTimeout(400);
      const filler = await b.context.request.post(`/api/posts/${postId}/comments`, {
        data: { body: `Filler comment ${i}\nwith two lines` },
      });
      expect(filler.status(), await filler.text()).toBe(201);
    }
    await a.page.getByRole('link', { name: 'Notifications, 8 unread' }).waitFor();
    await a.page.goto('/notifications');
    await a.page.getByRole('button', { name: 'Mark all as read' }).click();
    await a.page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }).waitFor();

    // Bo comments in his browser; Ana's bell shows 1 without a reload.
    await b.page.goto(`/community/post/${postId}`);
    await b.page.getByLabel('Escribe un comentario').fill('En cualquier GS25 o CU, las 24 horas.');
    await b.page.getByRole('button', { name: 'Comentar', exact: true }).click();
    await b.page.getByRole('listitem').filter({ hasText: 'En cualquier GS25' }).waitFor();

    const lit = a.page.getByRole('link', { name: 'Notifications, 1 unread' });
    await lit.waitFor();
    expect(await a.page.getByTestId('notification-badge').innerText()).toBe('1');
    const item = a.page.getByRole('link', { name: new RegExp(`Unread: ${bo.nickname} commented on your post`) });
    await item.waitFor();
    await item.getByText('“En cualquier GS25 o CU, las 24 horas.”').waitFor();

    // Opening it lands on the comment, focused and on screen, and the bell goes back to no count.
    await item.click();
    await a.page.waitForURL(/\/community\/post\/\d+#comment-\d+$/);
    const commentId = new URL(a.page.url()).hash.slice(1);
    const comment = a.page.locator(`#${commentId}`);
    await expect.poll(() => comment.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    expect(await comment.innerText()).toContain('En cualquier GS25 o CU, las 24 horas.');
    await expect.poll(() => comment.isVisible()).toBe(true);
    const box = await comment.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(844);
    await a.page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }).waitFor();

    // Back on the list, it reads as read.
    await a.page.goto('/notifications');
    await a.page
      .getByRole('link', { name: new RegExp(`^${bo.nickname} commented on your post`) })
      .first()
      .waitFor();
    expect(await a.page.getByTestId('unread-dot').count()).toBe(0);
    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
  });

  it('a member without notifications sees the empty state; a visitor is sent to log in', async () => {
    const a = await openContext(env.browser, env.server, { locale: 'ko-KR' });
    await createVerifiedUser(a.context, env.server, 'quiet');
    await a.page.goto('/notifications');
    await a.page.getByRole('heading', { level: 1, name: '알림' }).waitFor();
    await a.page.getByText('아직 알림이 없습니다').waitFor();

    const visitor = await openContext(env.browser, env.server, { locale: 'en-US' });
    await visitor.page.goto('/notifications');
    await visitor.page.waitForURL(/\/auth\/login\?redirectTo=%2Fnotifications$/);
    expect(a.problems).toEqual([]);
  });
});
