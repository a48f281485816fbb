import type { Auth } from '#server/auth/auth';
import type { Guards } from '#server/auth/guards';
import type { SignInGuard } from '#server/auth/sign-in-guard';
import type { ServerContext } from '#server/context';
import type { AttemptCounter } from '#server/lib/attempt-counter';
import type { AccountSecurity } from './account-security.ts';

/** Each feature adds the user's own data of its kind to the export. */
export type ExportPart = (userId: string) => Promise<Record<string, unknown>>;

/** What the account's use cases work with: the server's context and the pieces of sign-in. */
export type AccountContext = Pick<ServerContext, 'db' | 'database'> & {
  auth: Auth;
  guards: Guards;
  signInGuard: SignInGuard;
  /** Counts nickname changes per user and day. */
  counter: AttemptCounter;
  security: AccountSecurity;
  rateLimitScale: number;
  exportParts: ExportPart[];
  /** What other domains erase once an account is deleted (its photos' files). */
  onDeleted: ((userId: string) => Promise<void>)[];
};
