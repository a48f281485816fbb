import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '#shared/contracts/messaging';
import { useOnline } from '#app/hooks/use-online.ts';
import { removeFromOutbox, retryEntry } from './outbox.ts';
import { useOutboxEntries } from './use-outbox.ts';
import { Icon, ICON_CLOCK } from '#app/components/ui/icon.tsx';

/** The user's messages in this chat that the server has not accepted yet: waiting, sending, or refused with a retry. */
export function PendingMessages({
  conversationId,
  userId,
  messages,
}: {
  conversationId: string;
  userId: string;
  messages: Message[];
}) {
  const { t } = useTranslation('message');
  const isOnline = useOnline();
  // The live stream may deliver a message before its send is answered.
  const arrived = new Set(messages.map((m) => m.clientId));
  const entries = useOutboxEntries().filter(
    (e) => e.conversationId === conversationId && e.userId === userId && !arrived.has(e.clientId),
  );
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [entries.length]);

  if (entries.length === 0) return null;
  return (
    <>
      <ol aria-label={t('outbox.label')} className="flex flex-col gap-1">
        {entries.map((entry) => (
          // Lined up with the sent bubbles above, which keep their options button's width at the right.
          <li key={entry.clientId} className="flex flex-col items-end gap-1 pr-10" data-testid="outbox-message">
            <div
              className={`max-w-[78%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm border px-3.5 py-2 ${
                entry.state === 'failed'
                  ? 'border-red-300 bg-red-50 text-red-900'
                  : 'border-dashed border-brand-600 bg-brand-50 text-stone-900'
              }`}
            >
              {entry.photo ? <PendingPhoto photo={entry.photo} /> : null}
              {entry.text}
            </div>
            {entry.state === 'failed' ? (
              <p
                role="alert"
                className="flex max-w-[78%] flex-wrap items-center justify-end gap-2 text-xs text-red-800"
              >
                {t('composer.sendError')}
                <button
                  type="button"
                  className="min-h-9 rounded-lg px-2 font-semibold underline underline-offset-4"
                  onClick={() => void retryEntry(entry)}
                >
                  {t('outbox.retry')}
                </button>
                <button
                  type="button"
                  className="min-h-9 rounded-lg px-2 text-stone-600 underline underline-offset-4"
                  onClick={() => void removeFromOutbox(entry.clientId)}
                >
                  {t('outbox.discard')}
                </button>
              </p>
            ) : (
              <p className="max-w-[78%] text-right text-xs text-stone-600">
                <Icon path={ICON_CLOCK} className="mr-1 inline-block size-3.5 align-[-0.2em]" />
                {isOnline ? t('outbox.sending') : t('outbox.waiting')}
              </p>
            )}
          </li>
        ))}
      </ol>
      <div ref={endRef} />
    </>
  );
}

/** A queued photo, shown from the device's copy until the server has it. */
function PendingPhoto({ photo }: { photo: Blob }) {
  const { t } = useTranslation('common');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(photo);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo]);
  return url ? <img src={url} alt={t('photos.chatPhoto')} className="max-h-48 rounded-lg object-contain" /> : null;
}
