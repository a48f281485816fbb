import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateMeInputSchema } from '#shared/contracts/auth';
import { NICKNAME_MAX, NICKNAME_MIN } from '#shared/limits';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useSchemaForm } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast.tsx';
import { useUpdateMe } from '#app/features/auth/api/update-me.ts';

export function NicknameForm({ nickname }: { nickname: string }) {
  const { t } = useTranslation(['mypage', 'auth', 'errors']);
  const update = useUpdateMe();
  const [value, setValue] = useState(nickname);
  const { errors, validate, showApiError } = useSchemaForm(UpdateMeInputSchema, ['nickname'], t);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate({ nickname: value });
    if (input) update.mutate(input, { onSuccess: () => toast.success(t('profile.saved')), onError: showApiError });
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="flex-1">
        <TextField
          label={t('profile.nickname')}
          name="nickname"
          value={value}
          maxLength={NICKNAME_MAX}
          onChange={(e) => setValue(e.target.value)}
          hint={t('auth:fields.nicknameHint', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
          error={errors.nickname}
        />
        {errors.form ? (
          <div className="mt-2">
            <Alert tone="error">{errors.form}</Alert>
          </div>
        ) : null}
      </div>
      <Button
        type="submit"
        variant="secondary"
        className="sm:mt-6"
        disabled={update.isPending || value.trim() === nickname}
      >
        {t('profile.save')}
      </Button>
    </form>
  );
}
