import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { PushPayload } from '#shared/contracts/notification-settings';
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
 * web-push encrypts the payload (aes128gcm) and signs the VAPID header; we send the request with fetch,
 * which also reaches a plain-http push service (the tests' local one, never allowed in production).
 * 'gone': the push service answered 404 or 410, the subscription is dead. Other failures throw (retry).
 */
export function createPushSender({
  vapid,
  contact,
  production,
}: {
  vapid: VapidKeys;
  contact: string;
  production: boolean;
}) {
  const subject = vapid.subject ?? `mailto:${contact.includes('@') ? contact : 'hello@holacorea.app'}`;
  return {
    publicKey: vapid.publicKey,
    async send(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone'> {
      if (production && !target.endpoint.startsWith('https://')) return 'gone';
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
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body === null ? null : new Uint8Array(request.body),
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 404 || res.status === 410) return 'gone';
      if (!res.ok) throw new Error(`push service answered ${res.status}`);
      return 'sent';
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
