import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAccountInputSchema } from '#shared/contracts/auth';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useSchemaForm } from '#app/lib/form-errors.ts';
import { useDeleteAccount } from '#app/features/auth/api/delete-account.ts';

/** Deleting is final, so the traveller types their nickname and their password to confirm. */
export function DeleteAccountForm({ nickname, onDeleted }: { nickname: string; onDeleted: () => void }) {
  const { t } = useTranslation(['mypage', 'errors']);
  const remove = useDeleteAccount(onDeleted);
  const [isOpen, setIsOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const { errors, validate, showApiError } = useSchemaForm(DeleteAccountInputSchema, ['confirmation', 'password'], t);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate({ confirmation, password });
    if (input) remove.mutate(input, { onError: showApiError });
  };

  if (!isOpen) {
    return (
      <Button variant="secondary" className="text-red-700" onClick={() => setIsOpen(true)}>
        {t('account.delete')}
      </Button>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4">
      <p className="text-sm">{t('account.deleteExplain')}</p>
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <TextField
        label={t('account.deleteConfirmLabel', { nickname })}
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        autoComplete="off"
        error={errors.confirmation}
      />
      <TextField
        label={t('account.deletePasswordLabel')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          className="bg-red-700 hover:bg-red-800"
          disabled={remove.isPending || confirmation.trim() !== nickname || !password}
        >
          {t('account.deleteSubmit')}
        </Button>
        <Button variant="ghost" onClick={() => setIsOpen(false)}>
          {t('security.cancel')}
        </Button>
      </div>
    </form>
  );
}
