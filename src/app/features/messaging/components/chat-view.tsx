import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBanActive } from '#shared/account-rules';
import type { Me } from '#shared/contracts/auth';
import type { ConversationDetail, Message } from '#shared/contracts/messaging';
import { MESSAGE_REPORT_WARNING_AT } from '#shared/limits';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { type MenuItem, OptionsMenu } from '#app/components/ui/options-menu.tsx';
import { ReportDialog } from '#app/components/ui/report-dialog.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { toast } from '#app/lib/toast.tsx';
import { useConversation } from '#app/features/messaging/api/get-conversation.ts';
import { flattenMessages, useMessages } from '#app/features/messaging/api/get-messages.ts';
import { useMarkRead } from '#app/features/messaging/api/mark-read.ts';
import { markReported, useReportMessage } from '#app/features/messaging/api/report-message.ts';
import { useDeleteMessage } from '#app/features/messaging/api/delete-message.ts';
import { useSetBlocked } from '#app/features/messaging/api/set-blocked.ts';
import { PendingMessages } from '#app/features/messaging/outbox/pending-messages.tsx';
import { useOutboxSend } from '#app/features/messaging/outbox/use-outbox.ts';
import { useConversationPhotos } from '#app/features/messaging/api/get-conversation-photos.ts';
import { shrinkImage } from '#app/lib/photo-upload.ts';
import { banText, sendNotice } from './chat-notices.ts';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { MessageList } from './message-list.tsx';
import { RequestPanel } from './request-panel.tsx';
import { ICON_LOCK, ICON_WARNING } from '#app/components/ui/icon.tsx';

type Props = { conversationId: string; me: Me; backHref: string; verifyHref: string };

export function ChatView({ conversationId, me, backHref, verifyHref }: Props) {
  const { t } = useTranslation('message');
  const detail = useConversation(conversationId);

  if (detail.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-stone-600">
        <Spinner /> {t('chat.loading')}
      </div>
    );
  }
  if (detail.isError) {
    const isMissing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="p-4">
        <EmptyState
          iconPath={isMissing ? ICON_LOCK : ICON_WARNING}
          title={isMissing ? t('chat.notFound') : t('chat.loadError')}
        >
          {isMissing ? null : (
            <Button variant="secondary" onClick={() => void detail.refetch()}>
              {t('inbox.retry')}
            </Button>
          )}
          <p className="mt-3">
            <Link to={backHref} className="text-brand-700 underline underline-offset-4">
              {t('chat.back')}
            </Link>
          </p>
        </EmptyState>
      </div>
    );
  }
  return <Chat conversation={detail.data} me={me} backHref={backHref} verifyHref={verifyHref} />;
}

function Chat({
  conversation,
  me,
  backHref,
  verifyHref,
}: Omit<Props, 'conversationId'> & { conversation: ConversationDetail }) {
  const { t, i18n } = useTranslation('message');
  const queryClient = useQueryClient();
  const messages = useMessages(conversation.id);
  const send = useOutboxSend(me.id);
  const markRead = useMarkRead();
  const setBlocked = useSetBlocked();
  const deleteMessage = useDeleteMessage();
  const reportMessage = useReportMessage();
  const [reporting, setReporting] = useState<Message | null>(null);
  const list = flattenMessages(messages.data);
  const { fetchNextPage } = messages;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const partnerName = conversation.partner.nickname ?? t('unknown');
  const isRequest = conversation.incomingRequest !== null;

  // Opening the chat, and every new message that arrives while it is open and visible, counts as read;
  // a request is not read until accepted, so its sender sees no receipt.
  const newestUnread = list.findLast((m) => m.receiverId === me.id && !m.isRead)?.id ?? null;
  const { mutate: markReadMutate } = markRead;
  const hasOpened = useRef(false);
  useEffect(() => {
    if (isRequest) return;
    const read = () => {
      if (document.visibilityState !== 'visible' || (hasOpened.current && newestUnread === null)) return;
      hasOpened.current = true;
      markReadMutate(conversation.id);
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [conversation.id, newestUnread, markReadMutate, isRequest]);

  const banned = isBanActive(me.banUntil);
  const notice = sendNotice(conversation, partnerName, t);
  const canSend = me.emailVerified && !banned && notice === null && !isRequest;

  const handleBlock = (blocked: boolean) =>
    setBlocked.mutate(
      { userId: conversation.partner.id, blocked },
      {
        onSuccess: () =>
          toast.success(
            blocked ? t('block.blocked', { name: partnerName }) : t('block.unblocked', { name: partnerName }),
          ),
        onError: () => toast.error(blocked ? t('block.blockError') : t('block.unblockError')),
      },
    );

  // Through the outbox: shown at once, kept on the device, sent when the network allows (docs/decisions/014).
  const handleSend = (text: string) => send(conversation.id, text);
  // A photo waits in the outbox like a text (shrunk first, kept on the device until uploaded and sent).
  const handleSendPhoto = async (file: File) => send(conversation.id, '', await shrinkImage(file));
  const photos = useConversationPhotos(conversation.id);

  const blockItem: MenuItem = conversation.blockedByMe
    ? { label: t('block.unblock'), onSelect: () => handleBlock(false) }
    : { label: t('block.block'), onSelect: () => handleBlock(true), tone: 'danger' };

  let placeholder = t('composer.placeholder');
  if (!me.emailVerified) placeholder = t('composer.placeholderUnverified');
  else if (!canSend) placeholder = t('composer.placeholderDisabled');

  const renderMessage = (message: Message) => {
    const isMine = message.senderId === me.id;
    const items: MenuItem[] = isMine
      ? [
          {
            label: t('chat.delete'),
            tone: 'danger',
            onSelect: () =>
              deleteMessage.mutate(message, {
                onSuccess: () => toast.success(t('chat.deleted')),
                onError: () => toast.error(t('chat.deleteError')),
              }),
          },
        ]
      : [
          {
            label: message.reportedByMe ? t('chat.reported') : t('chat.report'),
            disabled: message.reportedByMe,
            onSelect: () => setReporting(message),
          },
          blockItem,
        ];
    const showMenu = !message.deleted && (isMine || !conversation.blockedMe);
    return (
      <MessageBubble
        message={message}
        photo={photos.get(message.id)}
        isMine={isMine}
        menu={
          showMenu ? (
            <OptionsMenu label={t('chat.messageOptions')} align={isMine ? 'right' : 'left'} items={items} />
          ) : null
        }
      />
    );
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header
        data-testid="chat-header"
        className="z-10 flex shrink-0 items-center gap-2 border-b border-stone-200 bg-white px-2 py-1.5"
      >
        <Link
          to={backHref}
          aria-label={t('chat.back')}
          className="grid size-11 place-items-center rounded-full text-xl hover:bg-stone-100"
        >
          <span aria-hidden="true">←</span>
        </Link>
        <h1
          className={`min-w-0 flex-1 truncate text-lg font-bold ${conversation.partner.nickname ? '' : 'italic text-stone-500'}`}
        >
          {partnerName}
        </h1>
        {conversation.blockedMe ? null : (
          <OptionsMenu label={t('chat.conversationOptions')} align="right" items={[blockItem]} />
        )}
      </header>

      <MessageList
        messages={list}
        meId={me.id}
        hasOlder={messages.hasNextPage}
        isLoadingOlder={messages.isFetchingNextPage}
        onLoadOlder={loadOlder}
        renderMessage={renderMessage}
        placeholder={
          <div className="px-3 py-3">
            {messages.isPending ? (
              <div role="status" className="flex justify-center py-8">
                <Spinner />
                <span className="sr-only">{t('chat.loading')}</span>
              </div>
            ) : null}
            {messages.isError ? (
              <Alert tone="error">
                {t('chat.loadError')}{' '}
                <button type="button" className="font-semibold underline" onClick={() => void messages.refetch()}>
                  {t('inbox.retry')}
                </button>
              </Alert>
            ) : null}
            {messages.isSuccess ? (
              <p className="py-8 text-center text-sm text-stone-500">{t('inbox.startNew')}</p>
            ) : null}
          </div>
        }
        after={<PendingMessages conversationId={conversation.id} userId={me.id} messages={list} />}
      />

      {/* Why the user cannot send, or what waits on whom, sits where they are about to write. */}
      <div className="shrink-0 border-t border-stone-200 bg-white" data-testid="chat-footer">
        <div className="flex max-h-[40dvh] flex-col gap-2 overflow-y-auto px-3 empty:hidden [&:not(:empty)]:pt-2">
          {banned ? <Alert tone="error">{banText(t, me.banUntil!, i18n.resolvedLanguage)}</Alert> : null}
          {!banned && me.totalMessageReports >= MESSAGE_REPORT_WARNING_AT ? (
            <Alert tone="warning">{t('state.warning', { count: me.totalMessageReports })}</Alert>
          ) : null}
          {notice ? (
            <Alert tone="info">
              {notice}{' '}
              {conversation.blockedByMe ? (
                <button
                  type="button"
                  className="font-semibold underline underline-offset-4"
                  onClick={() => handleBlock(false)}
                >
                  {t('block.unblock')}
                </button>
              ) : null}
            </Alert>
          ) : null}
          {conversation.outgoingRequest === 'pending' && notice === null ? (
            <Alert tone="info">{t('request.waiting', { name: partnerName })}</Alert>
          ) : null}
        </div>
        {!me.emailVerified ? (
          <p className="bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
            <Link to={verifyHref} className="font-semibold underline underline-offset-4">
              {t('composer.verifyLink')}
            </Link>
          </p>
        ) : null}
        {isRequest ? (
          <RequestPanel conversation={conversation} partnerName={partnerName} backHref={backHref} />
        ) : (
          <Composer
            conversationId={conversation.id}
            disabled={!canSend}
            placeholder={placeholder}
            onSend={handleSend}
            onSendPhoto={handleSendPhoto}
          />
        )}
      </div>

      {reporting ? (
        <ReportDialog
          title={t('chat.reportTitle', { name: partnerName })}
          onSubmit={(input) => reportMessage.mutateAsync({ message: reporting, input })}
          onReported={() => markReported(queryClient, reporting)}
          onClose={() => setReporting(null)}
        />
      ) : null}
    </div>
  );
}
