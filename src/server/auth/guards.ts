import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Me } from '#shared/contracts/auth';
import { toIso } from '#server/db/column-types';
import type { Db } from '#server/db/index';
import { prepareQuery } from '#server/db/prepared';
import { AppError, deactivated, unauthenticated } from '#server/lib/errors';
import type { Auth } from './auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: Me | null;
  }
}

/** Better Auth's signed session cookie, "<token>.<base64 HMAC-SHA256(secret, token)>". */
function sessionCookie(cookieHeader: string | undefined): { token: string; signature: string } | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name?.endsWith('hola.session_token')) {
      const value = decodeURIComponent(rest.join('='));
      const dot = value.lastIndexOf('.');
      if (dot < 1) return null;
      return { token: value.slice(0, dot), signature: value.slice(dot + 1) };
    }
  }
  return null;
}

export function sessionTokenFromCookie(cookieHeader: string | undefined): string | null {
  return sessionCookie(cookieHeader)?.token ?? null;
}

function isSignedBy(secret: string, cookie: { token: string; signature: string }): boolean {
  const expected = createHmac('sha256', secret).update(cookie.token).digest();
  const given = Buffer.from(cookie.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
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

export function createGuards(auth: Auth, db: Db, secret: string) {
  const sessionQuery = prepareQuery(db, (a: { token: string }) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.expires_at',
        'users.id',
        'users.email',
        'users.email_verified',
        'users.nickname',
        'users.created_at',
        'users.role',
        'users.status',
        'users.language',
        'users.ban_until',
        'users.total_message_reports',
      ])
      .where('sessions.token', '=', a.token),
  );

  async function revokedOrNull(token: string): Promise<null> {
    const revoked = await db.selectFrom('revoked_sessions').select('reason').where('token', '=', token).executeTakeFirst();
    if (revoked) throw deactivated();
    return null;
  }

  /**
   * The signed-in user through Better Auth, which also extends the session's life; GET /api/me uses it.
   * A revoked session of a deactivated user answers ACCOUNT_DEACTIVATED.
   */
  async function loadUser(request: FastifyRequest): Promise<Me | null> {
    const token = sessionTokenFromCookie(request.headers.cookie);
    if (!token) return null; // a visitor: no need to ask Better Auth
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (result) {
      const me = shapeMe(result.user as SessionUser);
      if (me.status === 'deleted') throw deactivated();
      return me;
    }
    return revokedOrNull(token);
  }

  /**
   * The same answer as loadUser in one indexed query: every other route (sending a message above all)
   * runs it, and Better Auth's getSession costs several. Reads the user row fresh, so bans apply at once.
   */
  async function readSession(request: FastifyRequest): Promise<Me | null> {
    const cookie = sessionCookie(request.headers.cookie);
    if (!cookie || !isSignedBy(secret, cookie)) return null;
    const [row] = (await sessionQuery({ token: cookie.token })).rows;
    if (!row || new Date(row.expires_at).getTime() <= Date.now()) return revokedOrNull(cookie.token);
    const me = shapeMe({
      id: row.id,
      email: row.email,
      emailVerified: Boolean(row.email_verified),
      name: row.nickname,
      createdAt: new Date(row.created_at),
      role: row.role,
      status: row.status,
      language: row.language,
      banUntil: row.ban_until,
      totalMessageReports: row.total_message_reports,
    });
    if (me.status === 'deleted') throw deactivated();
    return me;
  }

  async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
    request.user = await readSession(request);
    if (!request.user) throw unauthenticated();
  }

  /** For pages visitors read too: the user when signed in, else null. */
  async function optionalUser(request: FastifyRequest, _reply: FastifyReply) {
    request.user = await readSession(request);
  }

  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    await requireUser(request, reply);
    const user = request.user!;
    if (user.role !== 'admin') throw new AppError(403, 'NOT_ADMIN', 'Admin permission required.');
    if (!user.emailVerified) throw new AppError(403, 'FORBIDDEN', 'Verify your e-mail before using admin tools.');
  }

  return { loadUser, readSession, optionalUser, requireUser, requireAdmin };
}
export type Guards = ReturnType<typeof createGuards>;
