import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHAT_MAIL_DELAYS,
  DIGEST_FREQUENCIES,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from '#shared/contracts/notification-settings';
import { Button } from '#app/components/ui/button.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { SectionLoadError } from '#app/components/ui/section-load-error.tsx';
import { toast } from '#app/lib/toast.tsx';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '#app/features/notification-settings/api/notification-settings.ts';
import {
  type PushState,
  readPushState,
  turnPushOff,
  turnPushOn,
} from '#app/features/notification-settings/api/push-subscription.ts';

const fieldClass =
  'min-h-11 rounded-xl border border-stone-300 bg-white px-3 text-base disabled:bg-stone-100 disabled:text-stone-500';

function Toggle({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 size-5 accent-brand-600"
      />
      <span>
        <span className="block font-medium">{label}</span>
        {hint ? <span className="block text-sm text-stone-600">{hint}</span> : null}
      </span>
    </label>
  );
}

function PushDevice() {
  const { t } = useTranslation('notify');
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    readPushState()
      .then((next) => live && setState(next))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const change = (action: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(false);
    action()
      .then(setState)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };

  if (state === 'checking') return <Spinner />;
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-600">{t('settings.pushLead')}</p>
      {state === 'unsupported' ? <p className="text-sm text-amber-800">{t('settings.pushUnsupported')}</p> : null}
      {state === 'denied' ? (
        <p role="alert" className="text-sm text-amber-800">
          {t('settings.pushDenied')}
        </p>
      ) : null}
      {state === 'on' ? <p className="text-sm text-green-700">✓ {t('settings.pushOn')}</p> : null}
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t('settings.pushFailed')}
        </p>
      ) : null}
      {state === 'off' ? (
        <Button onClick={() => change(turnPushOn)} disabled={busy}>
          {busy ? <Spinner /> : null} {t('settings.pushEnable')}
        </Button>
      ) : null}
      {state === 'on' ? (
        <Button variant="secondary" onClick={() => change(turnPushOff)} disabled={busy}>
          {busy ? <Spinner /> : null} {t('settings.pushDisable')}
        </Button>
      ) : null}
    </div>
  );
}

/** My page: which mails and pushes the user gets (decision record 020); the server applies them. */
export function NotificationSettingsForm({ emailVerified }: { emailVerified: boolean }) {
  const { t } = useTranslation('notify');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const [shown, setShown] = useState<NotificationSettingsPatch>({});
  const delayId = useId();
  const digestId = useId();

  if (settings.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner />
      </div>
    );
  }
  if (settings.isError) {
    return <SectionLoadError message={t('settings.loadError')} onRetry={() => void settings.refetch()} />;
  }
  const current: NotificationSettings = { ...settings.data, ...shown };
  // The change shows in the same render as the tap (a controlled switch whose state waited for the mutation's
  // own update was put back by React for a moment), and goes back to the server's settings if the save fails.
  const save = (patch: NotificationSettingsPatch) => {
    setShown(patch);
    update.mutate(patch, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: () => toast.error(t('settings.loadError')),
      onSettled: () => setShown({}),
    });
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-stone-600">{t('settings.lead')}</p>
      <fieldset className="space-y-3" disabled={update.isPending}>
        <legend className="mb-1 font-semibold">{t('settings.mailTitle')}</legend>
        {emailVerified ? null : <p className="text-sm text-amber-800">{t('settings.unverified')}</p>}
        <Toggle
          label={t('settings.chatMail')}
          hint={t('settings.chatMailHint')}
          checked={current.chatMail}
          onChange={(chatMail) => save({ chatMail })}
        />
        <div className="flex flex-col gap-1 pl-8">
          <label htmlFor={delayId} className="text-sm font-medium">
            {t('settings.delay')}
          </label>
          <select
            id={delayId}
            className={fieldClass}
            value={current.chatMailDelayMinutes}
            disabled={!current.chatMail}
            onChange={(e) =>
              save({ chatMailDelayMinutes: Number(e.target.value) as NotificationSettings['chatMailDelayMinutes'] })
            }
          >
            {CHAT_MAIL_DELAYS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('settings.delayOption', { count: minutes })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={digestId} className="font-medium">
            {t('settings.digest')}
          </label>
          <select
            id={digestId}
            className={fieldClass}
            value={current.digest}
            onChange={(e) => save({ digest: e.target.value as NotificationSettings['digest'] })}
          >
            {DIGEST_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {t(`settings.digestOptions.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <div className="border-t border-stone-200 pt-4">
        <fieldset className="space-y-3" disabled={update.isPending}>
          <legend className="mb-1 font-semibold">{t('settings.pushTitle')}</legend>
          <PushDevice />
          <Toggle
            label={t('settings.pushChat')}
            checked={current.pushChat}
            onChange={(pushChat) => save({ pushChat })}
          />
          <Toggle
            label={t('settings.pushCommunity')}
            checked={current.pushCommunity}
            onChange={(pushCommunity) => save({ pushCommunity })}
          />
        </fieldset>
      </div>
    </div>
  );
}
