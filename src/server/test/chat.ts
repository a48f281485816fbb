import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signUpUser } from './test-app.ts';

/** Chat helpers for the messaging room's tests, over the API as a browser uses it. */
export type ChatUser = Awaited<ReturnType<typeof signUpUser>>;

/** Two members and their conversation, accepted on both sides. */
export async function pair(app: FastifyInstance, opts: { verifiedA?: boolean } = {}) {
  const a = await signUpUser(app, { verified: opts.verifiedA });
  const b = await signUpUser(app);
  const res = await a.agent.post('/api/conversations', { partnerId: b.id });
  expect(res.statusCode).toBe(201);
  const roomId = res.json().conversation.id as string;
  // Strangers' first messages wait as a request (message-requests.test.ts); these tests start accepted.
  expect((await b.agent.post(`/api/conversations/${roomId}/request`, { action: 'accept' })).statusCode).toBe(204);
  return { a, b, roomId };
}

export const send = (user: ChatUser, roomId: string, text: string) =>
  user.agent.post(`/api/conversations/${roomId}/messages`, { text });

export const inbox = async (user: ChatUser) => (await user.agent.get('/api/conversations')).json().conversations;
