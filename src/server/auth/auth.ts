import { betterAuth } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Config } from '#server/env';
import type { DatabaseHandle } from '#server/db/index';
import type { ServerT } from '#server/lib/i18n';
import type { Mailer } from '#server/mail/mailer';
import { LANGUAGES, type Language, PASSWORD_MAX, PASSWORD_MIN } from '#shared/limits';
import { isDeactivated } from '#shared/account-rules';
import { nicknameSkeleton } from './nickname.ts';
import { testPasswordHashing } from './password-hashing.ts';

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

function asLanguage(value: unknown): Language | null {
  return LANGUAGES.includes(value as Language) ? (value as Language) : null;
}

/** The client's address as TRUST_PROXY works it out; app.ts overwrites whatever a client sends in it. */
export const CLIENT_ADDRESS_HEADER = 'x-hola-client-address';

/**
 * A member's session ends after 30 idle days (GET /api/me extends it, at most once a day) and 90 days
 * after sign-in whatever the use; an admin's after 30 idle minutes and 12 hours (see guards.ts).
 */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;
export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 90;
export const ADMIN_SESSION_IDLE_S = 60 * 30;
export const ADMIN_SESSION_MAX_AGE_S = 60 * 60 * 12;

export function createAuth(opts: {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  t: ServerT;
  log: FastifyBaseLogger;
}) {
  const { config, database, mailer, t, log } = opts;

  /** Mails a link to one of our SPA pages, in the user's language, carrying Better Auth's token. */
  // Not awaited: the answer must not wait for (or time) the mail server, so it says nothing about the address.
  function sendLinkMail(user: { email: string; name: string }, kind: 'verify' | 'reset', page: string, token: string) {
    const tr = t(asLanguage((user as { language?: unknown }).language));
    const link = `${config.publicUrl}${page}?token=${encodeURIComponent(token)}`;
    mailer
      .send({
        to: user.email,
        subject: tr(`auth:mail.${kind}.subject`),
        text: tr(`auth:mail.${kind}.body`, { nickname: user.name, link }),
        link,
      })
      .catch((error: unknown) => log.error(error, `${kind} mail not sent`));
    return Promise.resolve();
  }

  return betterAuth({
    appName: 'Hola Corea',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    telemetry: { enabled: false },
    logger: { log: (level, message, ...args) => log[level]({ args }, `[auth] ${message}`) },
    // NOTE: only our own Fastify routes call auth.api.*; Better Auth's HTTP handler is never mounted,
    // so its rate limiter is off and @fastify/rate-limit guards the routes instead.
    rateLimit: { enabled: false },
    // NOTE: no transactions: a hook that reads through database.db (as session.create.before does)
    // needs a second connection while the transaction holds one. SQLite has only one, and on
    // PostgreSQL as many concurrent sign-ups as the pool has connections would wait forever.
    database: { db: database.authDb, type: database.dialect, transaction: false },
    user: {
      modelName: 'users',
      fields: { name: 'nickname', emailVerified: 'email_verified', ...timestamps },
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        status: { type: 'string', required: false, defaultValue: 'active', input: false },
        language: { type: 'string', required: false, input: true },
        banUntil: { type: 'date', required: false, input: false, fieldName: 'ban_until' },
        totalMessageReports: {
          type: 'number',
          required: false,
          defaultValue: 0,
          input: false,
          fieldName: 'total_message_reports',
        },
        nicknameSkeleton: {
          type: 'string',
          required: false,
          input: false,
          returned: false,
          fieldName: 'nickname_skeleton',
        },
      },
    },
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        ...timestamps,
      },
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
    },
    account: {
      modelName: 'accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', ...timestamps },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: testPasswordHashing(config.testPasswordHashing),
      // Off, so a sign-up with a taken e-mail looks like any other: nobody is signed in by signing up.
      autoSignIn: false,
      requireEmailVerification: false,
      onExistingUserSignUp: ({ user }) => {
        const tr = t(asLanguage((user as { language?: unknown }).language));
        const link = `${config.publicUrl}/auth/login`;
        mailer
          .send({
            to: user.email,
            subject: tr('auth:mail.signUpTaken.subject'),
            text: tr('auth:mail.signUpTaken.body', { nickname: user.name, link }),
          })
          .catch((error: unknown) => log.error(error, 'sign-up notice not sent'));
        return Promise.resolve();
      },
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => sendLinkMail(user, 'reset', '/auth/reset-password', token),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: ({ user, token }) => sendLinkMail(user, 'verify', '/auth/verify-email', token),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, nicknameSkeleton: nicknameSkeleton(user.name) } }),
        },
      },
      session: {
        create: {
          async before(session) {
            const user = await database.db
              .selectFrom('users')
              .select('status')
              .where('id', '=', session.userId)
              .executeTakeFirst();
            if (user && isDeactivated(user.status)) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DEACTIVATED',
                message: 'This account was deactivated by an admin.',
              });
            }
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: 'Hola Corea',
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'two_factors',
            fields: {
              userId: 'user_id',
              backupCodes: 'backup_codes',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
    ],
    advanced: {
      cookiePrefix: 'hola',
      useSecureCookies: config.env === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Set by app.ts from request.ip, so a client's own X-Forwarded-For never lands in a session row.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
