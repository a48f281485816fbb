import type http from 'node:http';
import { expect } from 'vitest';
import type { Db } from '#server/db/index';
import { cookieOf, request } from './http.ts';

export type TestUser = { id: string; email: string; cookie: string };
export const PASSWORD = 'correct horse battery';

/** Signs up and verifies through one server process (whose dev outbox holds the mail). */
export async function signUp(agent: http.Agent, baseUrl: string, nickname: string): Promise<TestUser> {
  const email = `${nickname.toLowerCase()}@faults.example.com`;
  const res = await request(agent, `${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    body: { email, password: PASSWORD, nickname, acceptTerms: true },
  });
  expect(res.status, res.body).toBeLessThan(300);
  // The mail goes out after the answer, once counted against its recipient's hourly cap (in Redis when set).
  let link: string | null | undefined;
  for (const deadline = Date.now() + 10_000; !link && Date.now() < deadline;) {
    const outbox = JSON.parse((await request(agent, `${baseUrl}/api/dev/outbox`)).body) as {
      mails: { to: string; link: string | null }[];
    };
    link = outbox.mails.find((m) => m.to === email)?.link;
    if (!link) await new Promise((r) => setTimeout(r, 50));
  }
  if (!link) throw new Error(`no verification mail to ${email} within 10 s`);
  const token = new URL(link).searchParams.get('token');
  const verify = await request(agent, `${baseUrl}/api/auth/verify-email`, { method: 'POST', body: { token } });
  expect(verify.status, verify.body).toBeLessThan(300);
  const signIn = await request(agent, `${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    body: { email, password: PASSWORD },
  });
  expect(signIn.status, signIn.body).toBe(200);
  return { id: (JSON.parse(signIn.body) as { user: { id: string } }).user.id, email, cookie: cookieOf(signIn) };
}

/**
 * Signs up through the server, for a server whose mails go to a test's SMTP server: the address is
 * verified in the database, and the test's own language is English.
 */
export async function signUpVerifiedInDb(
  agent: http.Agent,
  baseUrl: string,
  db: Db,
  nickname: string,
): Promise<TestUser> {
  const email = `${nickname.toLowerCase()}@faults.example.com`;
  const res = await request(agent, `${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    body: { email, password: PASSWORD, nickname, acceptTerms: true },
  });
  expect(res.status, res.body).toBeLessThan(300);
  await db.updateTable('users').set({ email_verified: true, language: 'en' }).where('email', '=', email).execute();
  const signIn = await request(agent, `${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    body: { email, password: PASSWORD },
  });
  expect(signIn.status, signIn.body).toBe(200);
  return { id: (JSON.parse(signIn.body) as { user: { id: string } }).user.id, email, cookie: cookieOf(signIn) };
}

/** A conversation between two users, accepted by the partner; returns its id. */
export async function startConversation(
  agent: http.Agent,
  baseUrl: string,
  from: TestUser,
  to: TestUser,
): Promise<string> {
  const res = await request(agent, `${baseUrl}/api/conversations`, {
    method: 'POST',
    cookie: from.cookie,
    body: { partnerId: to.id },
  });
  expect(res.status, res.body).toBeLessThan(300);
  const id = (JSON.parse(res.body) as { conversation: { id: string } }).conversation.id;
  // A stranger's first message is a request; here both sides write, so the partner accepts it.
  const accepted = await request(agent, `${baseUrl}/api/conversations/${id}/request`, {
    method: 'POST',
    cookie: to.cookie,
    body: { action: 'accept' },
  });
  expect(accepted.status, accepted.body).toBe(204);
  return id;
}
