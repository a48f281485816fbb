import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '#shared/contracts/notifications';
import { REPORT_REASON_KEYS } from '#shared/contracts/reports';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { useOnline } from '#app/hooks/use-online.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { formatRelative } from '#app/lib/dates.ts';
import { toast } from '#app/lib/toast.tsx';
import { paths } from '#app/paths.ts';
import { useNotifications } from '#app/features/notifications/api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '#app/features/notifications/api/mark-all-read.ts';
import { useMarkNotificationRead } from '#app/features/notifications/api/mark-read.ts';
import {
  Icon,
  ICON_BELL,
  ICON_CHAT,
  ICON_CHECK_CIRCLE,
  ICON_FLAG,
  ICON_HEART,
  ICON_REPLY,
  ICON_SHIELD,
} from '#app/components/ui/icon.tsx';

const ICONS: Record<Notification['type'], string> = {
  post_comment: ICON_CHAT,
  thread_reply: ICON_REPLY,
  answer_accepted: ICON_CHECK_CIRCLE,
  post_liked: ICON_HEART,
  comment_liked: ICON_HEART,
  content_removed: ICON_SHIELD,
  content_hidden: ICON_SHIELD,
  report_outcome: ICON_FLAG,
};

/** The sentence a notification reads as, in the reader's language. */
export function describeNotification(n: Notification, t: TFunction): string {
  const actor = n.actor?.nickname ?? t('deletedUser');
  const isComment = n.subject === 'comment';
  switch (n.type) {
    case 'post_comment':
      return t('types.postComment', { actor });
    case 'thread_reply':
      return t('types.threadReply', { actor });
    case 'answer_accepted':
      return t('types.answerAccepted', { actor });
    case 'post_liked':
      return n.othersCount > 0
        ? t('types.postLikedOthers', { actor, count: n.othersCount })
        : t('types.postLiked', { actor });
    case 'comment_liked':
      return n.othersCount > 0
        ? t('types.commentLikedOthers', { actor, count: n.othersCount })
        : t('types.commentLiked', { actor });
    case 'content_hidden':
      return isComment ? t('types.commentHidden') : t('types.postHidden');
    case 'content_removed':
      return isComment ? t('types.commentRemoved') : t('types.postRemoved');
    case 'report_outcome': {
      const subject = t(`subjects.${n.subject ?? 'post'}`);
      if (n.outcome === 'dismissed') return t('types.reportDismissed', { subject });
      return n.outcome === 'account_action'
        ? t('types.reportAccountAction', { subject })
        : t('types.reportContentRemoved', { subject });
    }
  }
}

function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
}) {
  const { t, i18n } = useTranslation(['notifications', 'report']);
  const href = n.target
    ? n.target.commentId
      ? paths.comment(String(n.target.postId), n.target.commentId)
      : paths.post(String(n.target.postId))
    : null;
  const body = (
    <>
      <Icon path={ICONS[n.type]} className="mt-0.5 size-5 text-brand-700" />
      <span className="min-w-0 flex-1">
        <span className={`block break-words ${n.read ? 'text-stone-700' : 'font-semibold text-stone-900'}`}>
          {n.read ? null : <span className="sr-only">{t('unread')}: </span>}
          {describeNotification(n, t)}
        </span>
        {n.postTitle ? <span className="mt-0.5 block truncate text-sm text-stone-600">{n.postTitle}</span> : null}
        {n.snippet ? (
          <span className="mt-0.5 block line-clamp-2 break-words text-sm text-stone-600">“{n.snippet}”</span>
        ) : null}
        {n.reason ? (
          <span className="mt-0.5 block text-sm text-stone-600">
            {t('reason', { reason: t(`report:reasons.${REPORT_REASON_KEYS[n.reason]}`) })}
          </span>
        ) : null}
        {!href && n.type !== 'report_outcome' ? (
          <span className="mt-0.5 block text-sm text-stone-500">{t('noLongerAvailable')}</span>
        ) : null}
        <time dateTime={n.createdAt} className="mt-1 block text-xs text-stone-500">
          {formatRelative(n.createdAt, i18n.resolvedLanguage)}
        </time>
      </span>
      {n.read ? null : (
        <span
          aria-hidden="true"
          data-testid="unread-dot"
          className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-600"
        />
      )}
    </>
  );
  const itemClass = `flex w-full items-start gap-3 rounded-2xl border p-4 text-left ${n.read ? 'border-stone-200 bg-white' : 'border-brand-200 bg-brand-50'} hover:border-brand-400`;
  return (
    <li>
      {href ? (
        <Link to={href} className={itemClass} onClick={() => onOpen(n)}>
          {body}
        </Link>
      ) : (
        <button type="button" className={itemClass} onClick={() => onOpen(n)}>
          {body}
        </button>
      )}
    </li>
  );
}

/** The member's notifications, newest first: opening one marks it read and goes to what it is about. */
export function NotificationList() {
  const { t } = useTranslation(['notifications', 'common']);
  const isOnline = useOnline();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const hasUnread = notifications.some((n) => !n.read);

  const handleOpen = (n: Notification) => {
    if (n.read) return;
    // A like group that took a new like meanwhile has a new id: the refreshed list shows it, no error to show.
    markRead.mutate(n.id, {
      onError: (error) =>
        error instanceof ApiError && error.status === 404 ? undefined : toast.error(t('markReadError')),
    });
  };

  if (list.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-stone-600">
        <Spinner className="size-6" /> {t('loading')}
      </p>
    );
  }
  if (list.isError && notifications.length === 0) {
    return (
      <Alert tone="error">
        {t('loadError')} {isOnline ? null : `${t('common:offlineNotSaved')} `}
        <button
          type="button"
          className="font-semibold underline underline-offset-4"
          onClick={() => void list.refetch()}
        >
          {t('common:retry')}
        </button>
      </Alert>
    );
  }
  if (notifications.length === 0) {
    return (
      <EmptyState iconPath={ICON_BELL} title={t('empty')}>
        {t('emptyBody')}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <Button
          variant="secondary"
          disabled={!hasUnread || markAll.isPending || !isOnline}
          onClick={() => markAll.mutate(undefined, { onError: () => toast.error(t('markAllReadError')) })}
        >
          {t('markAllRead')}
        </Button>
      </div>
      <ul className="flex flex-col gap-2">
        {notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} onOpen={handleOpen} />
        ))}
      </ul>
      {list.isFetchNextPageError ? <Alert tone="error">{t('loadMoreError')}</Alert> : null}
      {list.hasNextPage ? (
        <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {list.isFetchingNextPage ? <Spinner className="size-4" /> : null}
          {t('loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
