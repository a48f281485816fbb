import { useLiveStream } from '#app/lib/live-events.ts';
import { useLiveMessaging } from '#app/features/messaging/hooks/use-live-messaging.ts';
import { useOutboxSender } from '#app/features/messaging/outbox/use-outbox.ts';
import { useLiveNotifications } from '#app/features/notifications/hooks/use-live-notifications.ts';

/**
 * What runs while a member is signed in: the live event stream, the features that follow it (chat and the
 * notification bell) and the chat outbox's sender. Its own chunk, mounted by the layout only for a member:
 * a visitor's first load does not carry it.
 */
export default function MemberServices({ userId, onAccountChanged }: { userId: string; onAccountChanged: () => void }) {
  useLiveMessaging(userId, onAccountChanged);
  useLiveNotifications();
  useLiveStream(userId, onAccountChanged);
  useOutboxSender(userId, onAccountChanged);
  return null;
}
