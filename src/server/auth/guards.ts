import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Me } from '#shared/contracts/auth';
import { toIso } from '#server/db/column-types';
import type { Db } from '#server/db/index';
import { AppError, deactivated, unauthenticated } from '#server/lib/errors';
import type { Auth } from './auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: Me | null;
  }
}

/** The session token inside Better Auth's signed cookie ("<token>.<signature>"). */
export function sessionTokenFromCookie(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name?.endsWith('hola.session_token')) {
      const value = decodeURIComponent(rest.join('='));
      return value.split('.')[0] || null;
    }
  }
  return null;
}

type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  createdAt: Date;
  role?: unknown;
  status?: unknown;
  language?: unknown;
  banUntil?: unknown;
  totalMessageReports?: unknown;
};

export function shapeMe(user: SessionUser): Me {
  return {
    id: user.id,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    nickname: user.name,
    role: user.role === 'admin' ? 'admin' : 'user',
    status: user.status === 'deleted' ? 'deleted' : 'active',
    language: user.language === 'ko' || user.language === 'es' || user.language === 'en' ? user.language : null,
    createdAt: toIso(user.createdAt),
    totalMessageReports: Number(user.totalMessageReports ?? 0),
    banUntil: user.banUntil instanceof Date || typeof user.banUntil === 'string' ? toIso(user.banUntil) : null,
  };
}

export function createGuards(auth: Auth, db: Db) {
  /** The signed-in user, or null; a revoked session of a deactivated user answers ACCOUNT_DEACTIVATED. */
  async function loadUser(request: FastifyRequest): Promise<Me | null> {
    const token = sessionTokenFromCookie(request.headers.cookie);
    if (!token) return null; // a visitor: no need to ask Better Auth
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (result) {
      const me = shapeMe(result.user as SessionUser);
      if (me.status === 'deleted') throw deactivated();
      return me;
    }
    const revoked = await db.selectFrom('revoked_sessions').select('reason').where('token', '=', token).executeTakeFirst();
    if (revoked) throw deactivated();
    return null;
  }

  async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
    request.user = await loadUser(request);
    if (!request.user) throw unauthenticated();
  }

  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    await requireUser(request, reply);
    const user = request.user!;
    if (user.role !== 'admin') throw new AppError(403, 'NOT_ADMIN', 'Admin permission required.');
    if (!user.emailVerified) throw new AppError(403, 'FORBIDDEN', 'Verify your e-mail before using admin tools.');
  }

  return { loadUser, requireUser, requireAdmin };
}
export type Guards = ReturnType<typeof createGuards>;
