import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Auth } from '#server/auth/auth';
import type { Db } from '#server/db/index';

/** Better Auth's TOTP: 6 digits every 30 seconds, a code accepted one step either side of now. */
const PERIOD_S = 30;
const DIGITS = 6;
/** Steps searched for the one a just-accepted code belongs to (a step boundary may pass meanwhile). */
const SEARCH = 2;

/** The session token in Better Auth's Set-Cookie ("<token>.<signature>", secure prefix in production). */
export function sessionTokenOf(headers: Headers): string | null {
  for (const cookie of headers.getSetCookie()) {
    const match = /^(?:__Secure-)?hola\.session_token=([^;]+)/.exec(cookie);
    if (!match) continue;
    const value = decodeURIComponent(match[1]!);
    const dot = value.lastIndexOf('.');
    return dot > 0 ? value.slice(0, dot) : null;
  }
  return null;
}

/**
 * What passing the second factor means beyond Better Auth's check (issue 25, decision record 029): a
 * TOTP code is accepted once (RFC 6238 §5.2: the last accepted time step is kept per account, and a code
 * of that step or an earlier one is refused), and the session that passed it is marked, which admin
 * routes require (guards.ts).
 */
export function createSecondFactor({ auth, db }: { auth: Auth; db: Db }) {
  async function secretOf(userId: string): Promise<string | Uint8Array | null> {
    const row = await db.selectFrom('two_factors').select('secret').where('user_id', '=', userId).executeTakeFirst();
    if (!row) return null;
    const secret = await symmetricDecrypt({ key: (await auth.$context).secretConfig, data: row.secret });
    // Better Auth keeps an imported secret as "base32:<secret>" (this app generates its own).
    return secret.startsWith('base32:') ? base32.decode(secret.slice(7).toUpperCase()) : secret;
  }

  /** The time step `code` belongs to near now (the latest, should two steps share it), or null. */
  async function stepOf(secret: string | Uint8Array, code: string): Promise<number | null> {
    const otp = createOTP(secret as string, { period: PERIOD_S, digits: DIGITS });
    const now = Math.floor(Date.now() / 1000 / PERIOD_S);
    let found: number | null = null;
    for (let step = now - SEARCH; step <= now + SEARCH; step++) if ((await otp.hotp(step)) === code) found = step;
    return found;
  }

  return {
    /**
     * Records `code` (already accepted by Better Auth) as the account's last TOTP step, in one conditional
     * write: false when that step or a later one was accepted before (a replay, or the same code twice at once).
     */
    async claimTotpCode(userId: string, code: string): Promise<boolean> {
      const secret = await secretOf(userId);
      const step = secret === null ? null : await stepOf(secret, code);
      if (step === null) return false;
      const result = await db
        .updateTable('two_factors')
        .set({ last_totp_step: step })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Marks the session that passed the second factor. */
    async markSession(token: string) {
      await db.updateTable('sessions').set({ two_factor_verified: true }).where('token', '=', token).execute();
    },

    async deleteSession(token: string) {
      await db.deleteFrom('sessions').where('token', '=', token).execute();
    },
  };
}
export type SecondFactor = ReturnType<typeof createSecondFactor>;
