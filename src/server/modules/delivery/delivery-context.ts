import type { ServerContext } from '#server/context';
import type { MailClaims } from './mail-claim.ts';
import type { PushSender } from './push.ts';

/**
 * What delivery's use cases work with (decision record 020): the server's context, the push sender and the
 * mail claims, and the settings of mails. Requests only enqueue jobs; the jobs read the database again when
 * they run, so what was read, turned off or deleted meanwhile is not sent.
 */
export type DeliveryContext = Pick<ServerContext, 'db' | 'jobs' | 'mailer' | 't' | 'presence' | 'log'> & {
  push: PushSender;
  claims: MailClaims;
  publicUrl: string;
  secret: string;
  /** The length of a minute in delays (tests shorten it). */
  minuteMs: number;
  dailyCap: number;
};
