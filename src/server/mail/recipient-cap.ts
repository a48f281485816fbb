import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptCounter } from '#server/lib/attempt-counter';
import type { Mailer } from './mailer.ts';

/**
 * Mails one address gets at most in an hour, every kind together (issue 25, decision record 029): a burst
 * of sign-ups with a taken address and forgot-password requests, each from another client address, sent
 * 30. Enough for a real hour (a verification or two, a reset, a chat mail, a digest); a reset or
 * verification link dropped past it is not missed, as the earlier mails of the hour carry working ones.
 */
export const MAILS_PER_RECIPIENT_HOUR = 8;
const HOUR_MS = 60 * 60 * 1000;

/** The counter's key for an address: a hash, so no address is kept in Redis or in memory in clear. */
const recipientKey = (to: string) =>
  `mail:${createHash('sha256').update(to.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;

/**
 * A mailer that sends at most `perHour` mails an hour to one address and drops (and logs) the rest. The
 * counter is Redis when configured (shared by every instance), else this process's memory.
 */
export function capMailsPerRecipient(
  mailer: Mailer,
  {
    counter,
    log,
    perHour = MAILS_PER_RECIPIENT_HOUR,
  }: { counter: AttemptCounter; log: FastifyBaseLogger; perHour?: number },
): Mailer {
  return {
    ...mailer,
    async send(mail) {
      const { count } = await counter.hit(recipientKey(mail.to), HOUR_MS);
      if (count > perHour) {
        log.warn(
          { subject: mail.subject, sentThisHour: count - 1 },
          'mail not sent: its recipient had enough this hour',
        );
        return;
      }
      await mailer.send(mail);
    },
  };
}
