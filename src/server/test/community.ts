import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createAgent, createTestApp, signUpUser } from './test-app.ts';

/** Community helpers for the community room's tests, over the API as a browser uses it. */
export type CommunityUser = Awaited<ReturnType<typeof signUpUser>>;

const ADMIN = { email: 'admin@community.test', password: 'an admin password' };

/**
 * A fresh server where one user may write many posts in a row (pacing has its own test,
 * community.rules.test.ts), with its admin signed in on `admin`.
 */
export async function createCommunityApp() {
  const ctx = await createTestApp({ admin: ADMIN, rateLimitScale: 100_000 });
  const admin = createAgent(ctx.app);
  expect((await admin.post('/api/auth/sign-in', ADMIN)).statusCode).toBe(200);
  return { ...ctx, admin };
}

/** Writes a post (on the free board, unless told otherwise) and expects it stored. */
export async function writePost(
  user: CommunityUser,
  input: Partial<{ boardId: string; title: string; body: string }> = {},
) {
  const res = await user.agent.post('/api/posts', {
    boardId: 'free',
    title: 'Seoul subway at night',
    body: 'Last trains leave around midnight.',
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post as { id: number; editedAt: string | null };
}

export const visitorGet = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
