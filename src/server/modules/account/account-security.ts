import type { FastifyBaseLogger } from 'fastify';
import { isDeactivated } from '#shared/account-rules';
import type { Auth } from '#server/auth/auth';
import type { Db } from '#server/db/index';
import { AppError } from '#server/lib/errors';
import type { ServerT } from '#server/lib/i18n';
import type { Mailer } from '#server/mail/mailer';

type Options = {
  auth: Auth;
  db: Db;
  mailer: Mailer;
  t: ServerT;
  log: FastifyBaseLogger;
  /** Tells the user's open event streams to check their session again (and close if it is gone). */
  onSessionsRevoked: (userId: string) => Promise<void>;
};

const invalidToken = () => new AppError('INVALID_TOKEN', 'This link is invalid or has expired.', 'token');

/** What follows a password change, a reset, a sign-out or a deletion: reset links, live streams, the owner's mail. */
export function createAccountSecurity({ auth, db, mailer, t, log, onSessionsRevoked }: Options) {
  async function revokeResetLinks(userId: string) {
    await db
      .deleteFrom('verifications')
      .where('identifier', 'like', 'reset-password:%')
      .where('value', '=', userId)
      .execute();
  }

  return {
    sessionsRevoked: onSessionsRevoked,

    /** The live account a reset link belongs to; a deleted account has none. */
    async userOfResetLink(token: string) {
      const user = await db
        .selectFrom('verifications')
        .innerJoin('users', 'users.id', 'verifications.value')
        .select(['users.id', 'users.email', 'users.nickname', 'users.status', 'verifications.expires_at'])
        .where('verifications.identifier', '=', `reset-password:${token}`)
        .executeTakeFirst();
      if (!user || isDeactivated(user.status) || new Date(user.expires_at).getTime() <= Date.now())
        throw invalidToken();
      return user;
    },

    async requirePassword(userId: string, password: string) {
      const ctx = await auth.$context;
      const account = await db
        .selectFrom('accounts')
        .select('password')
        .where('user_id', '=', userId)
        .where('provider_id', '=', 'credential')
        .executeTakeFirst();
      if (!account?.password || !(await ctx.password.verify({ hash: account.password, password }))) {
        throw new AppError('INVALID_CREDENTIALS', 'The current password is wrong.', 'password');
      }
    },

    /** Every other reset link stops working, other devices' streams close, and the owner hears of it. */
    async passwordChanged(userId: string) {
      await revokeResetLinks(userId);
      await onSessionsRevoked(userId);
      const user = await db
        .selectFrom('users')
        .select(['email', 'nickname', 'language'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return;
      const tr = t(user.language);
      mailer
        .send({
          to: user.email,
          subject: tr('auth:mail.passwordChanged.subject'),
          text: tr('auth:mail.passwordChanged.body', { nickname: user.nickname }),
        })
        .catch((error: unknown) => log.error(error, 'password-changed mail not sent'));
    },
  };
}
export type AccountSecurity = ReturnType<typeof createAccountSecurity>;
