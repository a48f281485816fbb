import { fromNodeHeaders } from 'better-auth/node';
import type { IncomingHttpHeaders } from 'node:http';
import type { SignUpInput } from '#shared/contracts/auth';
import { requireStrongPassword } from '#server/auth/password-policy';
import type { AccountContext } from './account-context.ts';
import { isNicknameConflict, nicknameTaken, requireNicknameFree } from './account.rules.ts';

/**
 * Creates the account and sends its verification mail. A taken e-mail gets the same answer, and its owner
 * a mail (see onExistingUserSignUp); nobody is signed in, and no device cookie is set either: it would
 * differ between a taken and a new address.
 */
export async function signUp(
  ctx: Pick<AccountContext, 'db' | 'auth'>,
  input: SignUpInput,
  headers: IncomingHttpHeaders,
): Promise<{ email: string }> {
  const { email, password, nickname, language } = input;
  await requireNicknameFree(ctx.db, nickname);
  requireStrongPassword(password, [email, nickname]);
  try {
    await ctx.auth.api.signUpEmail({
      body: { email, password, name: nickname, language },
      headers: fromNodeHeaders(headers),
    });
    return { email };
  } catch (error) {
    if (isNicknameConflict(error)) throw nicknameTaken();
    throw error;
  }
}
