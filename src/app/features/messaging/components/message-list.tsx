import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '#shared/contracts/messaging';
import { Spinner } from '#app/components/ui/spinner.tsx';

/** Within this many pixels of the end, the list counts as showing the newest message and follows new ones. */
const STICK_PX = 48;
/** Older messages are asked for this far before the top is reached. */
const LOAD_OLDER_PX = 600;
const TOP_ROW_PX = 48;

type Props = {
  messages: Message[];
  meId: string;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  renderMessage: (message: Message) => ReactNode;
  /** Shown instead of the list when there is nothing to list (loading, error, empty). */
  placeholder: ReactNode;
  /** Below the newest message, scrolling with the list: the bubbles still waiting in the outbox. */
  after?: ReactNode;
};

/**
 * The conversation, oldest at the top, in its own scrolling box between the chat header and the composer:
 * only the rows near the view are in the page (decision record 015). It follows the newest message while
 * the reader is at the end, keeps its place when older pages arrive above, and offers a "new messages"
 * button instead of jumping when the reader has scrolled back.
 */
export function MessageList({
  messages,
  meId,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  renderMessage,
  placeholder,
  after,
}: Props) {
  const { t } = useTranslation('message');
  const scrollRef = useRef<HTMLDivElement>(null);
  const isAtEnd = useRef(true);
  const [hasUnseen, setHasUnseen] = useState(false);

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 60,
    getItemKey: (index) => messages[index]!.id,
    overscan: 10,
    paddingStart: TOP_ROW_PX,
    paddingEnd: 12,
  });
  // NOTE: while following the end, a row measured above must not make the virtualizer move the scroll itself.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) =>
    !isAtEnd.current && item.start < (instance.scrollOffset ?? 0);
  const totalSize = virtualizer.getTotalSize();

  const scrollToEnd = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    isAtEnd.current = true;
    el.scrollTop = el.scrollHeight;
    setHasUnseen(false);
  }, []);

  const loadOlderIfNear = useCallback(() => {
    const el = scrollRef.current;
    if (el && hasOlder && !isLoadingOlder && el.scrollTop < LOAD_OLDER_PX) onLoadOlder();
  }, [hasOlder, isLoadingOlder, onLoadOlder]);

  // The first row in view and how far above the box's top it starts: what must not move when older rows arrive.
  const anchor = useRef<{ id: number; offset: number } | null>(null);
  const handleScroll = () => {
    const el = scrollRef.current!;
    const first = virtualizer.measurementsCache.find((item) => item.end > el.scrollTop);
    anchor.current = first ? { id: Number(first.key), offset: first.start - el.scrollTop } : null;
    isAtEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
    if (isAtEnd.current) setHasUnseen(false);
    loadOlderIfNear();
  };
  // A first page shorter than the box never scrolls: ask for more at once.
  useEffect(loadOlderIfNear, [loadOlderIfNear, totalSize]);

  // Older messages arrived above: put the row that was in view back where it was.
  const firstId = messages[0]?.id;
  const shownFirstId = useRef(firstId);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const prepended = shownFirstId.current !== undefined && firstId !== undefined && firstId < shownFirstId.current;
    shownFirstId.current = firstId;
    if (!el) return;
    if (isAtEnd.current) {
      el.scrollTop = el.scrollHeight;
      return;
    }
    const kept = anchor.current;
    const index = prepended && kept ? messages.findIndex((m) => m.id === kept.id) : -1;
    if (index < 0) return;
    // NOTE: the row's start as measured now (getOffsetForIndex measures afresh): this render has already drawn and
    // measured rows at the old offset, which the cached list does not know yet. And the virtualizer learns of a
    // scroll from its event, a frame later: rows drawn next must be corrected from this offset, not the old one
    // near the top. Either left the row being read ~450 px off when a page came late (issue 28.7).
    const start = virtualizer.getOffsetForIndex(index, 'start')?.[0] ?? virtualizer.measurementsCache[index]!.start;
    el.scrollTop = start - kept!.offset;
    virtualizer.scrollOffset = el.scrollTop;
  }, [firstId, totalSize, messages, virtualizer]);

  // My own message always brings the end into view; someone else's only while I am there.
  const newest = messages.at(-1);
  const newestId = newest?.id;
  const newestIsMine = newest?.senderId === meId;
  const seenNewest = useRef(newestId);
  useLayoutEffect(() => {
    if (newestId === seenNewest.current) return;
    seenNewest.current = newestId;
    if (newestIsMine || isAtEnd.current) scrollToEnd();
    else setHasUnseen(true);
  }, [newestId, newestIsMine, scrollToEnd]);

  // The box shrinks when the on-screen keyboard opens or a banner appears: keep the end in view.
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      if (isAtEnd.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        onScroll={handleScroll}
        className="h-full overflow-y-auto overscroll-contain"
        data-testid="message-scroller"
      >
        {messages.length === 0 ? (
          placeholder
        ) : (
          <ol aria-label={t('chat.messagesLabel')} className="relative w-full" style={{ height: totalSize }}>
            <li
              className="absolute inset-x-0 top-0 flex h-12 items-center justify-center"
              aria-hidden={!hasOlder && !isLoadingOlder}
            >
              {isLoadingOlder ? (
                <span role="status" className="flex items-center gap-2 text-sm text-stone-500">
                  <Spinner /> {t('chat.loadingOlder')}
                </span>
              ) : hasOlder ? (
                <button
                  type="button"
                  onClick={onLoadOlder}
                  className="rounded-full px-3 py-1 text-sm text-brand-700 hover:bg-stone-100"
                >
                  {t('chat.loadOlder')}
                </button>
              ) : (
                <span className="text-xs text-stone-500">{t('chat.start')}</span>
              )}
            </li>
            {virtualizer.getVirtualItems().map((item) => (
              <li
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute inset-x-0 top-0 px-3 py-0.5"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {renderMessage(messages[item.index]!)}
              </li>
            ))}
          </ol>
        )}
        {after ? <div className="px-3 pb-3">{after}</div> : null}
      </div>
      {hasUnseen ? (
        <button
          type="button"
          onClick={scrollToEnd}
          className="absolute bottom-3 left-1/2 z-10 -translate-x-1/2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-brand-700"
        >
          {t('chat.newMessages')}
        </button>
      ) : null}
    </div>
  );
}
