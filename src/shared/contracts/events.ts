import { z } from 'zod';
import { MessageSchema } from './messaging.ts';
import { PhotoSchema } from './photos.ts';

/**
 * Every live event the stream (`GET /api/events`) carries, declared once with its schema, as endpoints are
 * (decision record 028). The server publishes them through `src/server/events/`, the client subscribes per
 * type through `src/app/lib/live-events.ts`; tests check every published event against its schema.
 */
export const liveEventSchemas = {
  /** First on every stream, after any replay: the state to start from. */
  ready: z.object({ unreadTotal: z.number().int().nonnegative() }),

  // messaging
  /** Also carries the SSE id (the message id), from which a reconnecting stream replays. */
  'message.created': z.object({ message: MessageSchema }),
  'message.deleted': z.object({ conversationId: z.string(), messageId: z.number().int() }),
  'messages.read': z.object({ conversationId: z.string(), readerId: z.string(), upToId: z.number().int() }),
  /** The header's unread total (accepted conversations only). */
  'unread.total': z.object({ total: z.number().int().nonnegative() }),
  'block.changed': z.object({ blockerId: z.string(), blockedId: z.string(), blocked: z.boolean() }),
  /** A chat photo joined its message (after `message.created`): the thumbnail shows live (decision record 032). */
  'message.photo': z.object({ conversationId: z.string(), messageId: z.number().int(), photo: PhotoSchema }),
  /** A message request was accepted or declined: both sides read the conversation again. */
  'conversation.changed': z.object({ conversationId: z.string() }),

  // notifications
  /** The user's unread in-app notifications (decision record 019): sent when the stream opens and on each change. */
  'notifications.unread': z.object({ count: z.number().int().nonnegative() }),

  // account
  /** An admin changed the user's standing (ban, role, status): the client reloads who it is. */
  'account.changed': z.object({}),
  /** Some of the user's sessions ended (sign-out, password change or reset, deletion): each stream checks its own. */
  'sessions.revoked': z.object({}),

  // the stream itself
  /**
   * The last event of a stream the server closed because the account opened too many (decision record
   * 029): the tab stops its stream and opens a new one when it is looked at again.
   */
  'stream.closed': z.object({ reason: z.enum(['too-many-streams']) }),
};

export type LiveEventType = keyof typeof liveEventSchemas;

type Payload<T extends LiveEventType> = string extends keyof z.infer<(typeof liveEventSchemas)[T]>
  ? unknown // an event without a payload (zod infers `{}` as Record<string, never>)
  : z.infer<(typeof liveEventSchemas)[T]>;

/** One event of a type: `{ type, ...payload }`. */
export type LiveEventOf<T extends LiveEventType> = { type: T } & Payload<T>;

/** Any live event. */
export type LiveEvent = { [T in LiveEventType]: LiveEventOf<T> }[LiveEventType];

/** Checks an event against its declared schema (tests and development; never on the hot path in production). */
export function parseLiveEvent(event: { type: string }): LiveEvent {
  const { type, ...payload } = event;
  const schema = (liveEventSchemas as Record<string, z.ZodObject>)[type];
  if (!schema) throw new Error(`undeclared live event ${type}`);
  return { type, ...schema.strict().parse(payload) } as LiveEvent;
}
