import { z } from 'zod';

/** How long chat messages wait unread, with no tab open, before one mail tells of them (minutes). */
export const CHAT_MAIL_DELAYS = [5, 15, 30, 60] as const;
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export const DigestFrequencySchema = z.enum(DIGEST_FREQUENCIES);
export type DigestFrequency = z.infer<typeof DigestFrequencySchema>;

/** Per-user mail and push settings (decision record 020); every user starts with the defaults. */
export const NotificationSettingsSchema = z.object({
  chatMail: z.boolean(),
  chatMailDelayMinutes: z.literal(CHAT_MAIL_DELAYS),
  digest: DigestFrequencySchema,
  pushChat: z.boolean(),
  pushCommunity: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const NotificationSettingsPatchSchema = NotificationSettingsSchema.partial();
export type NotificationSettingsPatch = z.infer<typeof NotificationSettingsPatchSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  chatMail: true,
  chatMailDelayMinutes: 15,
  digest: 'daily',
  pushChat: true,
  pushCommunity: true,
};

/** A browser's PushSubscription.toJSON(), as the Push API gives it. */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    p256dh: z.string().regex(/^[\w-]{80,100}={0,2}$/, 'a base64url P-256 public key'),
    auth: z.string().regex(/^[\w-]{16,32}={0,2}$/, 'a base64url auth secret'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;
export const PushUnsubscribeInputSchema = z.object({ endpoint: z.string().max(2000) });

export const PushConfigSchema = z.object({ publicKey: z.string(), subscribed: z.number().int() });
export type PushConfig = z.infer<typeof PushConfigSchema>;

/** What a push tells the service worker to show: texts already in the user's language. */
export const PushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof PushPayloadSchema>;

export const UNSUBSCRIBE_KINDS = ['chat', 'digest'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];
