import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConversationSummary } from '#shared/contracts/messaging';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { formatRelative } from '#app/lib/dates.ts';
import { useConversations } from '#app/features/messaging/api/get-conversations.ts';
import { NewMessageDialog } from './new-message-dialog.tsx';
import { ICON_CHAT } from '#app/components/ui/icon.tsx';

/** The inbox: a 'new message' button, message requests apart, then the conversations, newest first, each opening its chat. */
export function ConversationList({ chatHref }: { chatHref: (id: string) => string }) {
  const { t } = useTranslation('message');
  const [isStarting, setStarting] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setStarting(true)}>{t('newMessage.button')}</Button>
      </div>
      <Conversations chatHref={chatHref} />
      {isStarting ? <NewMessageDialog chatHref={chatHref} onClose={() => setStarting(false)} /> : null}
    </div>
  );
}

function Conversations({ chatHref }: { chatHref: (id: string) => string }) {
  const { t } = useTranslation('message');
  const conversations = useConversations();

  if (conversations.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-10 text-stone-600">
        <Spinner /> {t('inbox.loading')}
      </div>
    );
  }
  if (conversations.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
        <p>{t('inbox.loadError')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void conversations.refetch()}>
          {t('inbox.retry')}
        </Button>
      </div>
    );
  }
  const requests = conversations.data.filter((c) => c.request);
  const accepted = conversations.data.filter((c) => !c.request);
  return (
    <>
      {requests.length > 0 ? (
        <section aria-labelledby="requests-heading" className="flex flex-col gap-2">
          <h2 id="requests-heading" className="font-semibold">
            {t('request.heading', { count: requests.length })}
          </h2>
          <p className="text-sm text-stone-600">{t('request.hint')}</p>
          <Rows conversations={requests} chatHref={chatHref} />
        </section>
      ) : null}
      {accepted.length === 0 ? (
        <EmptyState iconPath={ICON_CHAT} title={t('inbox.empty')}>
          <p>{t('inbox.emptyHint')}</p>
        </EmptyState>
      ) : (
        <Rows conversations={accepted} chatHref={chatHref} />
      )}
    </>
  );
}

function Rows({ conversations, chatHref }: { conversations: ConversationSummary[]; chatHref: (id: string) => string }) {
  return (
    <ul className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white">
      {conversations.map((c) => (
        <li key={c.id}>
          <ConversationRow conversation={c} href={chatHref(c.id)} />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({ conversation: c, href }: { conversation: ConversationSummary; href: string }) {
  const { t, i18n } = useTranslation('message');
  const name = c.partner.nickname ?? t('unknown');
  let preview: string;
  if (!c.lastMessage) preview = t('inbox.startNew');
  else if (c.lastMessage.deleted) preview = t('chat.deleted');
  else preview = c.lastMessage.text ?? '';
  const time = c.lastMessage?.createdAt ?? c.updatedAt;
  return (
    <Link to={href} className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-stone-50 focus-visible:bg-stone-50">
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-lg font-bold text-brand-700"
      >
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate ${c.partner.nickname ? 'font-semibold' : 'italic text-stone-500'}`}>{name}</span>
          <time dateTime={time} className="shrink-0 text-xs text-stone-500">
            {formatRelative(time, i18n.resolvedLanguage)}
          </time>
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span
            className={`truncate text-sm ${c.lastMessage && !c.lastMessage.deleted ? 'text-stone-600' : 'italic text-stone-500'}`}
          >
            {preview}
          </span>
          {c.unreadCount > 0 ? (
            <span
              className="shrink-0 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white"
              aria-label={t('inbox.unread', { count: c.unreadCount })}
            >
              {c.unreadCount > 99 ? '99+' : c.unreadCount}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
