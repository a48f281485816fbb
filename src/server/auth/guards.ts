import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Me } from '#shared/contracts/auth';
import { isDeactivated } from '#shared/account-rules';
import type { Db } from '#server/db/index';
import type { AccountStore, SessionRow } from '#server/db/stores/account-store';
import { AppError, deactivated, unauthenticated } from '#server/lib/errors';
import { forwardCookies } from '#server/lib/route-helpers';
import { ADMIN_SESSION_IDLE_S, ADMIN_SESSION_MAX_AGE_S, type Auth, SESSION_MAX_AGE_S } from './auth.ts';
import { isDueForRefresh, isSignedBy, sessionCookie, signedTokenReader } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: Me | null;
  }
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
  twoFactorEnabled?: unknown;
};

export function shapeMe(user: SessionUser): Me {
  return {
    id: user.id,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    nickname: user.name,
    role: user.role === 'admin' ? 'admin' : 'user',
    status: user.status === 'deactivated' ? 'deactivated' : 'active',
    language: user.language === 'ko' || user.language === 'es' || user.language === 'en' ? user.language : null,
    // Better Auth's user: Date fields (its adapter makes them), or ISO text when it comes from a cookie.
    createdAt: new Date(user.createdAt).toISOString(),
    totalMessageReports: Number(user.totalMessageReports ?? 0),
    banUntil:
      user.banUntil instanceof Date || typeof user.banUntil === 'string' ? new Date(user.banUntil).toISOString() : null,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

export function createGuards(auth: Auth, db: Db, secret: string, accounts: AccountStore) {
  const signedToken = signedTokenReader(secret);
  /** Whether the session a request came with passed the second factor (set by readSession). */
  const secondFactorPassed = new WeakMap<FastifyRequest, boolean>();

  async function revokedOrNull(token: string): Promise<null> {
    const revoked = await db
      .selectFrom('revoked_sessions')
      .select('reason')
      .where('token', '=', token)
      .executeTakeFirst();
    if (revoked) throw deactivated();
    return null;
  }

  function meFrom(row: SessionRow): Me {
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
      twoFactorEnabled: row.two_factor_enabled,
    });
    if (isDeactivated(me.status)) throw deactivated();
    return me;
  }

  /** Past its absolute lifetime, or an admin's idle too long: the session is deleted. */
  async function isOverLifetime(row: SessionRow, token: string): Promise<boolean> {
    const now = Date.now();
    const isAdmin = row.role === 'admin';
    const age = now - new Date(row.session_created_at).getTime();
    const idle = now - new Date(row.session_updated_at).getTime();
    const over =
      age > (isAdmin ? ADMIN_SESSION_MAX_AGE_S : SESSION_MAX_AGE_S) * 1000 ||
      (isAdmin && idle > ADMIN_SESSION_IDLE_S * 1000);
    if (over) await db.deleteFrom('sessions').where('token', '=', token).execute();
    return over;
  }

  /** An admin's request (not the client's periodic GET /api/me) counts as activity, written at most once a minute. */
  async function touchAdminSession(row: SessionRow, token: string) {
    if (row.role !== 'admin' || Date.now() - new Date(row.session_updated_at).getTime() < 60_000) return;
    await db.updateTable('sessions').set({ updated_at: new Date().toISOString() }).where('token', '=', token).execute();
  }

  /**
   * The signed-in user for GET /api/me, which also extends the session's life. Better Auth does the
   * extending (and everything unusual: a bad signature, an expired or unknown session) but costs
   * several queries and renews the cookie; a valid session that is not yet due for it is answered from
   * the one query.
   * A revoked session of a deactivated user answers ACCOUNT_DEACTIVATED.
   */
  async function loadUser(request: FastifyRequest, reply: FastifyReply): Promise<Me | null> {
    const cookie = sessionCookie(request.headers.cookie);
    if (!cookie) return null; // a visitor: no need to ask Better Auth
    const row = isSignedBy(secret, cookie) ? await accounts.sessionByToken(cookie.token) : null;
    if (row && (await isOverLifetime(row, cookie.token))) return null;
    if (row) {
      const expiresAt = new Date(row.expires_at).getTime();
      if (expiresAt > Date.now() && !isDueForRefresh(expiresAt)) return meFrom(row);
    }
    const { headers, response: result } = await auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    // An extended session gets a cookie that lives as long, or the browser would drop it on the old date.
    forwardCookies(headers, reply);
    if (result) {
      const me = shapeMe(result.user as SessionUser);
      if (isDeactivated(me.status)) throw deactivated();
      return me;
    }
    return revokedOrNull(cookie.token);
  }

  /**
   * The same answer as loadUser in one indexed query, without extending the session: every other
   * route (sending a message above all) runs it. Reads the user row fresh, so bans apply at once.
   */
  async function readSession(request: FastifyRequest, opts: { isActivity?: boolean } = {}): Promise<Me | null> {
    const token = signedToken(request.headers.cookie);
    if (token === null) return null;
    const row = await accounts.sessionByToken(token);
    if (!row || new Date(row.expires_at).getTime() <= Date.now()) return revokedOrNull(token);
    if (await isOverLifetime(row, token)) return null;
    const me = meFrom(row);
    secondFactorPassed.set(request, Boolean(row.two_factor_verified));
    if (opts.isActivity) await touchAdminSession(row, token);
    return me;
  }

  async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<Me> {
    const user = await readSession(request, { isActivity: true });
    if (!user) throw unauthenticated();
    request.user = user;
    return user;
  }

  /** For pages visitors read too: the user when signed in, else null. */
  async function optionalUser(request: FastifyRequest, _reply: FastifyReply) {
    request.user = await readSession(request, { isActivity: true });
  }

  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    const user = await requireUser(request, reply);
    if (user.role !== 'admin') throw new AppError('NOT_ADMIN', 'Admin permission required.');
    if (!user.emailVerified) throw new AppError('FORBIDDEN', 'Verify your e-mail before using admin tools.');
    if (!user.twoFactorEnabled)
      throw new AppError('TWO_FACTOR_REQUIRED', 'Set up two-factor sign-in before using admin tools.');
    // The account's flag is not enough: this session must have passed the second factor itself.
    if (!secondFactorPassed.get(request))
      throw new AppError('SECOND_FACTOR_REQUIRED', 'Sign in again with your authenticator code to use admin tools.');
  }

  return { loadUser, readSession, optionalUser, requireUser, requireAdmin };
}
export type Guards = ReturnType<typeof createGuards>;
