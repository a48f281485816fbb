import type { AccountContext } from './account-context.ts';

/** Marks the address of the verification link's account as verified. */
export async function verifyEmail(ctx: Pick<AccountContext, 'auth'>, token: string): Promise<void> {
  await ctx.auth.api.verifyEmail({ query: { token } });
}
