import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX } from '#shared/limits';
import { useDraft } from '#app/hooks/use-draft.ts';
import { Icon, ICON_CAMERA } from '#app/components/ui/icon.tsx';

/**
 * The message input: Enter sends, Shift+Enter breaks the line (and Enter while an IME is composing Hangul
 * does neither). The draft stays on the device until it is sent.
 */
export function Composer({
  conversationId,
  disabled,
  placeholder,
  onSend,
  onSendPhoto,
}: {
  conversationId: string;
  disabled: boolean;
  placeholder: string;
  onSend: (text: string) => Promise<unknown>;
  /** A photo chosen from the gallery or the camera: queued and sent like a text. */
  onSendPhoto?: (file: File) => Promise<unknown>;
}) {
  const { t } = useTranslation(['message', 'common']);
  const photoRef = useRef<HTMLInputElement>(null);
  const draft = useDraft(`chat.${conversationId}`, { text: '' });
  const text = draft.values.text;
  const setText = (value: string | ((current: string) => string)) => draft.set('text', value);
  const [isSending, setSending] = useState(false);
  const counterId = useId();

  const trimmed = text.trim();
  const canSend = !disabled && !isSending && trimmed.length > 0 && trimmed.length <= MESSAGE_MAX;

  async function submit() {
    if (!canSend) return;
    setSending(true);
    setText('');
    try {
      await onSend(trimmed);
    } catch {
      // Nothing is lost: the text comes back unless something new was typed meanwhile.
      setText((current) => current || text);
    } finally {
      setSending(false);
    }
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={handleSubmit} className="flex items-end gap-2 border-t border-stone-200 bg-white p-3">
      {onSendPhoto ? (
        <>
          <button
            type="button"
            disabled={disabled}
            onClick={() => photoRef.current?.click()}
            aria-label={t('common:photos.sendPhoto')}
            className="grid min-h-11 min-w-11 place-items-center rounded-full text-xl hover:bg-stone-100 disabled:opacity-40"
          >
            <Icon path={ICON_CAMERA} className="size-6" />
          </button>
          <input
            ref={photoRef}
            type="file"
            accept="image/*"
            hidden
            data-testid="chat-photo-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void onSendPhoto(file);
            }}
          />
        </>
      ) : null}
      <div className="flex-1">
        <textarea
          aria-label={t('composer.label')}
          aria-describedby={text.length > MESSAGE_MAX - 200 ? counterId : undefined}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={handleKeyDown}
          disabled={disabled}
          placeholder={placeholder}
          maxLength={MESSAGE_MAX}
          rows={1}
          className="field-sizing-content max-h-40 min-h-11 w-full resize-none rounded-2xl border border-stone-300 px-4 py-2.5 text-base disabled:bg-stone-100 disabled:text-stone-500"
        />
        {text.length > MESSAGE_MAX - 200 ? (
          <p id={counterId} className="px-2 text-right text-xs text-stone-500">
            {t('composer.counter', { count: text.length, max: MESSAGE_MAX })}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={!canSend}
        className="min-h-11 rounded-2xl bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:bg-stone-300 disabled:text-stone-600"
      >
        {t('composer.send')}
      </button>
    </form>
  );
}
