import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { PushPayload } from '#shared/contracts/notification-settings';
import { RefusedDestination } from './push-destination.ts';
import type { PushPoster } from './push-post.ts';
import { pushTopic } from './push-topic.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject?: string };

/** Keys from the environment, or generated once and kept in DATA_DIR beside the auth secret. */
export function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * web-push encrypts the payload (aes128gcm) and signs the VAPID header; the poster sends it to a public
 * address only (push-destination.ts), which in tests may be a trusted local push service over http.
 * 'gone': the push service answered 404 or 410, or the endpoint's address is not a public one now: no
 * more pushes go there. Other failures throw (retry).
 */
export function createPushSender({
  vapid,
  contact,
  poster,
}: {
  vapid: VapidKeys;
  contact: string;
  poster: PushPoster;
}) {
  const subject = vapid.subject ?? `mailto:${contact.includes('@') ? contact : 'hello@holacorea.app'}`;
  return {
    publicKey: vapid.publicKey,
    close: () => poster.close(),
    async send(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'> {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: 24 * 60 * 60,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
          topic: pushTopic(payload.tag),
        },
      );
      let status: number;
      try {
        status = await poster.post(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body,
        });
      } catch (error) {
        if (error instanceof RefusedDestination || (error as { cause?: unknown }).cause instanceof RefusedDestination)
          return 'gone';
        throw error;
      }
      if (status === 404 || status === 410) return 'gone';
      if (status < 200 || status >= 300) throw new Error(`push service answered ${status}`);
      return 'sent';
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
