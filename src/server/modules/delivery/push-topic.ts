import { createHash } from 'node:crypto';

/**
 * The Web Push `Topic` header (RFC 8030 §5.4) of a notification: a push service keeps only the newest
 * undelivered push of a topic, so a push sent again (a job retried after its worker died) reaches the
 * device once. At most 32 characters of the URL-safe base64 alphabet: a digest of the notification's
 * tag, which also keeps conversation ids out of the header the push service reads.
 */
export function pushTopic(tag: string): string {
  return createHash('sha256').update(`hola-push:${tag}`).digest('base64url').slice(0, 32);
}
