import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminRegion, type RegionInput, RegionInputSchema } from '#shared/contracts/admin';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/lib/toast.tsx';
import { useCreateRegion } from '#app/features/admin/api/create-region.ts';
import { useUpdateRegion } from '#app/features/admin/api/update-region.ts';
import { useAdminForm } from '#app/features/admin/hooks/use-admin-form.ts';
import { FormActions, LocalizedFields } from './fields.tsx';

const empty = { ko: '', es: '', en: '' };

export function RegionForm({ region, onDone }: { region?: AdminRegion; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'errors']);
  const create = useCreateRegion();
  const update = useUpdateRegion();
  const [values, setValues] = useState<RegionInput>({ name: region?.name ?? empty, summary: region?.summary ?? empty });
  const { formRef, errors, validate, showApiError } = useAdminForm(t);
  const isPending = create.isPending || update.isPending;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate(RegionInputSchema, values);
    if (!input) return;
    const options = {
      onSuccess: () => {
        toast.success(t(region ? 'places.regionSaved' : 'places.regionCreated', { name: input.name.ko }));
        onDone();
      },
      onError: (error: unknown) => {
        showApiError(error);
        toast.error(t('places.saveFailed'));
      },
    };
    if (region) update.mutate({ id: region.id, input }, options);
    else create.mutate(input, options);
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <LocalizedFields
        legend={t('places.fields.regionName')}
        name="name"
        value={values.name}
        errors={errors}
        onChange={(name) => setValues((v) => ({ ...v, name }))}
      />
      <LocalizedFields
        legend={t('places.fields.summary')}
        name="summary"
        multiline
        value={values.summary}
        errors={errors}
        onChange={(summary) => setValues((v) => ({ ...v, summary }))}
      />
      <FormActions>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('common.saving') : t('common.save')}
        </Button>
      </FormActions>
    </form>
  );
}
