import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PRIVACY, type MessagePrivacy } from '#shared/contracts/message-requests';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { SectionLoadError } from '#app/components/ui/section-load-error.tsx';
import { toast } from '#app/lib/toast.tsx';
import { useMessagingSettings } from '#app/features/messaging/api/get-messaging-settings.ts';
import { useUpdateMessagingSettings } from '#app/features/messaging/api/update-messaging-settings.ts';

/** My page: who may start a conversation with me; applied on the server (decision record 015). */
export function MessagePrivacyForm() {
  const { t } = useTranslation('message');
  const settings = useMessagingSettings();
  const update = useUpdateMessagingSettings();
  const [shown, setShown] = useState<MessagePrivacy>();

  if (settings.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner /> {t('privacy.loading')}
      </div>
    );
  }
  if (settings.isError) {
    return <SectionLoadError message={t('privacy.loadError')} onRetry={() => void settings.refetch()} />;
  }
  const current = shown ?? settings.data.messagePrivacy;
  // The choice shows in the same render as the tap, and goes back to the server's if the save fails.
  const handleChange = (messagePrivacy: MessagePrivacy) => {
    setShown(messagePrivacy);
    update.mutate(
      { messagePrivacy },
      {
        onSuccess: () => toast.success(t('privacy.saved')),
        onError: () => toast.error(t('privacy.saveError')),
        onSettled: () => setShown(undefined),
      },
    );
  };

  return (
    <fieldset className="flex flex-col gap-2" disabled={update.isPending}>
      <legend className="mb-2 text-sm text-stone-600">{t('privacy.legend')}</legend>
      {MESSAGE_PRIVACY.map((value) => (
        <label
          key={value}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-200 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name="message-privacy"
            value={value}
            checked={current === value}
            onChange={() => handleChange(value)}
            className="mt-1 size-4 accent-brand-600"
          />
          <span>
            <span className="block font-medium">{t(`privacy.options.${value}`)}</span>
            <span className="block text-sm text-stone-600">{t(`privacy.hints.${value}`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
