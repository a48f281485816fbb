import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/setup.ts';
import { createUnverifiedUser, createVerifiedUser, openContext } from './support/page.ts';

const env = useServerAndBrowser();

async function writePost(context: BrowserContext, input: { boardId?: string; title: string; body: string }) {
  const res = await context.request.post('/api/posts', { data: { boardId: 'free', ...input } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { post: { id: number } }).post.id;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('community', () => {
  it('a post in Spanish: written, listed, edited, answered, liked, accepted, reported once, and its author messaged', async () => {
    const a = await openContext(env.browser, env.server, { locale: 'es-ES' });
    const b = await openContext(env.browser, env.server, { locale: 'en-US', viewport: 'mobile' });
    const ana = await createVerifiedUser(a.context, env.server, 'ana');
    const bo = await createVerifiedUser(b.context, env.server, 'bo');
    const title = `¿Funciona la T-money en Busan? ${ana.nickname}`;

    // Ana writes from the Q&A board; the board is chosen for her.
    await a.page.goto('/community/board/qna');
    await heading(a.page, 'Preguntas de viaje');
    await a.page.getByRole('link', { name: 'Escribir' }).click();
    await heading(a.page, 'Nueva publicación');
    expect(await a.page.getByLabel('Foro').inputValue()).toBe('qna');
    await a.page.getByRole('button', { name: 'Publicar' }).click();
    await a.page.getByText('Escribe un título de hasta 120 caracteres.').waitFor();
    expect(await a.page.getByLabel('Título').getAttribute('aria-invalid')).toBe('true');
    await a.page.getByLabel('Título').fill(title);
    await a.page.getByLabel('Texto').fill('Llego en KTX el sábado.\nHorarios: https://www.letskorail.com');
    await a.page.getByRole('button', { name: 'Publicar' }).click();
    await heading(a.page, title);
    const postUrl = a.page.url();
    expect(await a.page.getByRole('link', { name: 'https://www.letskorail.com' }).getAttribute('href')).toBe(
      'https://www.letskorail.com/',
    );
    expect(await a.page.getByText('editado').count()).toBe(0);

    // It is on the board and on the community home.
    await a.page.getByRole('link', { name: 'Preguntas de viaje' }).click();
    await a.page.getByRole('link', { name: title }).waitFor();
    await a.page.getByRole('link', { name: 'Todos los foros' }).click();
    await heading(a.page, 'Comunidad');
    await a.page.getByRole('region', { name: 'Publicaciones recientes' }).getByRole('link', { name: title }).waitFor();

    // Ana edits it: the 'edited' mark appears.
    await a.page.goto(postUrl);
    await a.page.getByRole('button', { name: 'Opciones de la publicación' }).click();
    await a.page.getByRole('button', { name: 'Editar' }).click();
    await heading(a.page, 'Editar publicación');
    await a.page
      .getByLabel('Texto')
      .fill('Llego en KTX el sábado por la mañana.\nHorarios: https://www.letskorail.com');
    await a.page.getByRole('button', { name: 'Guardar cambios' }).click();
    await heading(a.page, title);
    await a.page.getByText('editado').waitFor();
    await a.page.getByText('Llego en KTX el sábado por la mañana.').waitFor();

    // Bo, on a phone in English, answers and likes.
    await b.page.goto(postUrl);
    await heading(b.page, title);
    await b.page.getByText('2 views').waitFor();
    const like = b.page.getByRole('button', { name: 'Like 0', exact: true });
    await like.click();
    await b.page.getByRole('button', { name: /Like 1$/, pressed: true }).waitFor();
    await b.page.getByLabel('Write a comment').fill('Yes! On the metro and the buses. Top it up at any GS25.');
    await b.page.getByRole('button', { name: 'Comment', exact: true }).click();
    const answer = b.page.getByRole('listitem').filter({ hasText: 'On the metro and the buses' });
    await answer.waitFor();
    expect(await b.page.getByLabel('Write a comment').inputValue()).toBe('');

    // Ana accepts the answer; Bo sees it.
    await a.page.reload();
    const answerForAna = a.page.getByRole('listitem').filter({ hasText: 'On the metro and the buses' });
    await answerForAna.getByRole('button', { name: `${bo.nickname}: enviar un mensaje o denunciar` }).waitFor();
    await answerForAna.getByRole('button', { name: 'Aceptar como respuesta' }).click();
    await answerForAna.getByText('✓ Respuesta aceptada', { exact: true }).waitFor();
    await a.page.getByText('Resuelta').waitFor();
    expect(await a.page.getByRole('button', { name: /Me gusta 1$/ }).count()).toBe(1);
    await b.page.reload();
    await answer.getByText('✓ Accepted answer', { exact: true }).waitFor();

    // Bo reports the post once: the option becomes disabled. A second tab loaded before still hears 'already reported'.
    const stale = await b.context.newPage();
    await stale.goto(postUrl);
    await heading(stale, title);
    await b.page.getByRole('button', { name: 'Post options' }).click();
    await b.page.getByRole('button', { name: 'Report post' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByLabel('Ads or spam').check();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await b.page.getByText('Report received.').waitFor();
    await b.page.getByRole('button', { name: 'Post options' }).click();
    expect(await b.page.getByRole('button', { name: 'Reported' }).isDisabled()).toBe(true);
    await b.page.keyboard.press('Escape');

    await stale.getByRole('button', { name: 'Post options' }).click();
    await stale.getByRole('button', { name: 'Report post' }).click();
    const again = stale.getByRole('dialog', { name: 'Report this post' });
    await again.getByLabel('Abuse or insults').check();
    await again.getByRole('button', { name: 'Report' }).click();
    await stale.getByText('You have already reported this.').first().waitFor();
    await stale.getByRole('button', { name: 'Post options' }).click();
    expect(await stale.getByRole('button', { name: 'Reported' }).isDisabled()).toBe(true);
    await stale.close();

    // Bo opens Ana's nickname menu and sends her a message: the one conversation opens.
    await b.page
      .getByRole('button', { name: `${ana.nickname}: send a message or report` })
      .first()
      .click();
    await b.page.getByRole('button', { name: 'Send message' }).click();
    await b.page.waitForURL(/\/chat\/[^/]+$/);
    await heading(b.page, ana.nickname);

    expect(a.problems).toEqual([]);
    expect(b.problems).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('a visitor reads a post but is sent to log in to write or like, and comes back afterwards', async () => {
    const author = await openContext(env.browser, env.server, { locale: 'en-US' });
    await createVerifiedUser(author.context, env.server, 'au');
    const title = `Night buses in Seoul ${Date.now()}`;
    const postId = await writePost(author.context, {
      boardId: 'tips',
      title,
      body: 'N-numbered buses run after midnight.',
    });

    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'en-US',
      viewport: 'mobile',
    });
    await page.goto('/community/board/tips');
    await page.getByRole('link', { name: title }).click();
    await heading(page, title);
    await page.getByText('N-numbered buses run after midnight.').waitFor();
    await page.getByRole('link', { name: 'Log in to comment' }).waitFor();

    await page.getByRole('button', { name: /Like 0$/ }).click();
    await page.waitForURL(`**/auth/login?redirectTo=${encodeURIComponent(`/community/post/${postId}`)}`);
    await page.goBack();
    await heading(page, title);

    await page.getByRole('link', { name: '← Tips & reviews' }).click();
    await page.getByRole('link', { name: 'Write' }).click();
    await page.waitForURL(`**/auth/login?redirectTo=${encodeURIComponent('/community/post/new?board=tips')}`);

    // Logging in brings the traveller back to the new post, on the board they came from.
    const other = await openContext(env.browser, env.server, { locale: 'en-US' });
    const member = await createVerifiedUser(other.context, env.server, 'mb');
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await heading(page, 'New post');
    expect(await page.getByLabel('Board').inputValue()).toBe('tips');

    expect(problems).toEqual([]);
    await context.close();
    await other.context.close();
    await author.context.close();
  });

  it('reloading the new-post page mid-draft keeps the draft, until it is posted', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await createVerifiedUser(context, env.server, 'dr');
    await page.goto('/community/post/new');
    await heading(page, 'New post');
    await page.getByLabel('Board').selectOption('companions');
    await page.getByLabel('Title').fill('Hiking Bukhansan on Saturday');
    await page.getByLabel('Text').fill('Meeting at Bukhansanseong entrance, 9 am.\nAnyone?');
    await page.reload();
    await heading(page, 'New post');
    await page.getByText('We restored the draft you had not posted yet.').waitFor();
    expect(await page.getByLabel('Board').inputValue()).toBe('companions');
    expect(await page.getByLabel('Title').inputValue()).toBe('Hiking Bukhansan on Saturday');
    expect(await page.getByLabel('Text').inputValue()).toBe('Meeting at Bukhansanseong entrance, 9 am.\nAnyone?');

    await page.getByRole('button', { name: 'Publish' }).click();
    await heading(page, 'Hiking Bukhansan on Saturday');
    await page.goto('/community/post/new');
    await heading(page, 'New post');
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    expect(await page.getByText('We restored the draft').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an unverified user is told that writing needs a verified e-mail', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await createUnverifiedUser(context, env.server);
    await page.goto('/community/post/new');
    await heading(page, 'New post');
    await page.getByText('Writing posts needs a verified e-mail address.').waitFor();
    expect(await page.getByLabel('Title').count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: 'Verify your e-mail' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an existing post shows the nickname its author changes on my page, and "Deleted user" once they delete the account there', async () => {
    const author = await openContext(env.browser, env.server, { locale: 'en-US' });
    const user = await createVerifiedUser(author.context, env.server, 'nk');
    const title = `Where to buy a SIM at Incheon ${Date.now()}`;
    const postId = await writePost(author.context, { title, body: 'Arrivals hall, 1st floor.' });

    const { page, context, problems } = await openContext(env.browser, env.server, { locale: 'en-US' });
    await page.goto(`/community/post/${postId}`);
    await page.getByRole('button', { name: `${user.nickname}: send a message or report` }).waitFor();

    const renamed = `${user.nickname.slice(0, 14)}new`;
    await author.page.goto('/mypage');
    await author.page.getByLabel('Nickname').fill(renamed);
    await author.page.getByRole('button', { name: 'Save' }).click();
    await author.page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(`My page\\s*${renamed}`) })
      .waitFor();
    await page.reload();
    await page.getByRole('button', { name: `${renamed}: send a message or report` }).waitFor();

    await author.page.getByRole('button', { name: 'Delete my account' }).click();
    await author.page.getByLabel(`To confirm, type your nickname "${renamed}"`).fill(renamed);
    await author.page.getByLabel('Your password').fill(user.password);
    await author.page.getByRole('button', { name: 'Delete forever' }).click();
    await author.page.waitForURL(`${env.server.baseUrl}/`);
    await page.reload();
    await heading(page, title);
    await page.getByRole('article').getByText('Deleted user').waitFor();
    expect(await page.getByRole('button', { name: new RegExp(renamed) }).count()).toBe(0);
    await page.goto('/community/board/free');
    await page.getByRole('listitem').filter({ hasText: title }).getByText('Deleted user').waitFor();

    expect(problems).toEqual([]);
    expect(author.problems).toEqual([]);
    await context.close();
    await author.context.close();
  });

  it('the author edits and deletes their comment (a note stays in its place), then deletes the post', async () => {
    const { page, context, problems } = await openContext(env.browser, env.server, {
      locale: 'en-US',
      viewport: 'mobile',
    });
    await createVerifiedUser(context, env.server, 'ed');
    const title = `Jjimjilbang near Seoul Station ${Date.now()}`;
    const postId = await writePost(context, { boardId: 'tips', title, body: 'Open all night, about 15,000 won.' });
    expect(
      (
        await context.request.post(`/api/posts/${postId}/comments`, { data: { body: 'Towels are included.' } })
      ).status(),
    ).toBe(201);

    await page.goto(`/community/post/${postId}`);
    const comment = page.getByRole('listitem').filter({ hasText: 'Towels are included.' });
    await comment.getByRole('button', { name: 'Comment options' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Edit your comment').fill('Towels and clothes are included.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const edited = page.getByRole('listitem').filter({ hasText: 'Towels and clothes are included.' });
    await edited.getByText('edited').waitFor();

    await edited.getByRole('button', { name: 'Comment options' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this comment?' })
      .getByRole('button', { name: 'Delete comment' })
      .click();
    await page.getByText('Comment deleted by its author.').waitFor();
    expect(await page.getByText('Towels and clothes are included.').count()).toBe(0);

    await page.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this post?' })
      .getByRole('button', { name: 'Delete post' })
      .click();
    await page.waitForURL('**/community/board/tips');
    await page.getByText('Post deleted.').waitFor();
    expect(await page.getByRole('link', { name: title }).count()).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });
});
