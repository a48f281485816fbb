import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '#shared/contracts/messaging';
import type { Photo } from '#shared/contracts/photos';
import { PHOTO_MESSAGE_TEXT } from '#shared/photo-rules';
import { koreanRuns } from '#app/components/ui/korean-runs.tsx';
import { PhotoGrid } from '#app/components/ui/photos/photo-grid.tsx';
import { formatClock } from '#app/lib/dates.ts';

/** One message: its bubble (text or photo), the read mark on mine, the time and its menu. */
export function MessageBubble({
  message,
  photo,
  isMine,
  menu,
}: {
  message: Message;
  photo?: Photo;
  isMine: boolean;
  menu: ReactNode;
}) {
  const { t, i18n } = useTranslation('message');
  return (
    <div className={`flex items-end gap-1 ${isMine ? 'flex-row-reverse' : ''}`} data-testid="message">
      <div
        className={`max-w-[78%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 ${
          isMine ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-stone-100 text-stone-900'
        }`}
      >
        {message.deleted ? (
          <em className={isMine ? 'text-white/80' : 'text-stone-500'}>{t('chat.deleted')}</em>
        ) : (
          <>
            {photo ? <PhotoGrid photos={[photo]} className="-mx-1.5 mb-1 w-56 max-w-full" /> : null}
            {photo && message.content === PHOTO_MESSAGE_TEXT ? null : koreanRuns(message.content ?? '')}
          </>
        )}
      </div>
      <div
        className={`flex shrink-0 flex-col text-[11px] leading-tight text-stone-500 ${isMine ? 'items-end' : 'items-start'}`}
      >
        {isMine && !message.deleted ? (
          // A word for screen readers, the mark for the eye (aria-label is not for a plain span).
          message.isRead ? (
            <span className="text-brand-700" data-testid="read-tick">
              <span aria-hidden="true">✓</span>
              <span className="sr-only">{t('chat.read')}</span>
            </span>
          ) : (
            <span className="font-bold text-amber-600" data-testid="unread-marker">
              <span aria-hidden="true">1</span>
              <span className="sr-only">{t('chat.unread')}</span>
            </span>
          )
        ) : null}
        <time dateTime={message.createdAt}>{formatClock(message.createdAt, i18n.resolvedLanguage)}</time>
      </div>
      {menu}
    </div>
  );
}
