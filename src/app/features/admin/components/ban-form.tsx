import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPermanentBan } from '#shared/account-rules';
import { type AdminUser, BAN_DURATIONS, type BanInput, BanInputSchema } from '#shared/contracts/admin';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { toast } from '#app/lib/toast.tsx';
import { useBanUser } from '#app/features/admin/api/ban-user.ts';
import { useAdminForm } from '#app/features/admin/hooks/use-admin-form.ts';
import { useFormat } from '#app/features/admin/hooks/use-format.ts';

type Choice = (typeof BAN_DURATIONS)[number] | 'until';

/** `datetime-local` wants local "YYYY-MM-DDTHH:mm". */
const localInputValue = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Ban from messaging for a preset, or until a chosen local date and time. */
export function BanForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation(['admin', 'errors']);
  const format = useFormat();
  const ban = useBanUser();
  const [choice, setChoice] = useState<Choice>('1d');
  const [until, setUntil] = useState('');
  const { formRef, errors, validate, showApiError, fail } = useAdminForm(t);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const when = until ? new Date(until) : null;
    if (choice === 'until' && (!when || Number.isNaN(when.getTime()) || when.getTime() <= Date.now())) {
      fail('until', t('validation.until'));
      return;
    }
    const input = validate<BanInput>(
      BanInputSchema,
      choice === 'until' ? { until: when!.toISOString() } : { duration: choice },
    );
    if (!input) return;
    ban.mutate(
      { userId: user.id, input },
      {
        onSuccess: (banned) =>
          toast.success(
            isPermanentBan(banned.banUntil!)
              ? t('users.ban.doneForever', { name: user.nickname })
              : t('users.ban.done', { name: user.nickname, date: format.dateTime(banned.banUntil!) }),
          ),
        onError: (error) => {
          showApiError(error);
          toast.error(t('users.ban.failed'));
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-3">
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('users.ban.duration')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {[...BAN_DURATIONS, 'until' as const].map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-200 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="duration"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="size-4 accent-brand-600"
              />
              {t(`users.ban.durations.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'until' ? (
        <TextField
          label={t('users.ban.until')}
          type="datetime-local"
          name="until"
          min={localInputValue(new Date())}
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          error={errors.until}
          required
        />
      ) : null}
      <Button type="submit" disabled={ban.isPending}>
        {ban.isPending ? t('common.working') : t('users.ban.submit')}
      </Button>
    </form>
  );
}
