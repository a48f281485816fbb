import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminPlace, type AdminRegion, type PlaceInput, PlaceInputSchema } from '#shared/contracts/admin';
import { Alert } from '#app/components/ui/alert.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { toast } from '#app/lib/toast.tsx';
import { useCreatePlace } from '#app/features/admin/api/create-place.ts';
import { useUpdatePlace } from '#app/features/admin/api/update-place.ts';
import { useAdminForm } from '#app/features/admin/hooks/use-admin-form.ts';
import { FormActions, LocalizedFields, SelectField } from './fields.tsx';
import { useLanguage } from '#app/lib/i18n.ts';

const empty = { ko: '', es: '', en: '' };
type Texts = Omit<PlaceInput, 'lat' | 'lng'> & { lat: string; lng: string };

/** An empty box is not 0: it fails the range check like any other bad number. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/**
 * A place with its map fields: Korean name and address (checked for Hangul) and coordinates inside
 * South Korea, checked by the same schema as the server; `mapHref` lets the admin see the pin.
 */
export function PlaceForm({
  place,
  regionId,
  regions,
  mapHref,
  onDone,
}: {
  place?: AdminPlace;
  regionId: string;
  regions: AdminRegion[];
  mapHref: (place: { nameKo: string; lat: number; lng: number }) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const lng = useLanguage();
  const create = useCreatePlace();
  const update = useUpdatePlace();
  const [values, setValues] = useState<Texts>({
    regionId: place?.regionId ?? regionId,
    name: place?.name ?? empty,
    nameKo: place?.nameKo ?? '',
    addressKo: place?.addressKo ?? '',
    lat: place ? String(place.lat) : '',
    lng: place ? String(place.lng) : '',
    what: place?.what ?? empty,
    why: place?.why ?? empty,
    howToGetThere: place?.howToGetThere ?? empty,
  });
  const { formRef, errors, validate, showApiError } = useAdminForm(t);
  const isPending = create.isPending || update.isPending;
  const set =
    <K extends keyof Texts>(key: K) =>
    (value: Texts[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const coordinates = { lat: toNumber(values.lat), lng: toNumber(values.lng) };
  const canShowMap =
    PlaceInputSchema.shape.lat.safeParse(coordinates.lat).success &&
    PlaceInputSchema.shape.lng.safeParse(coordinates.lng).success;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate(PlaceInputSchema, { ...values, ...coordinates });
    if (!input) return;
    const options = {
      onSuccess: () => {
        toast.success(t(place ? 'places.placeSaved' : 'places.placeCreated', { name: input.nameKo }));
        onDone();
      },
      onError: (error: unknown) => {
        showApiError(error);
        toast.error(t('places.saveFailed'));
      },
    };
    if (place) update.mutate({ id: place.id, input }, options);
    else create.mutate(input, options);
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4">
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <SelectField
        label={t('places.fields.region')}
        name="regionId"
        value={values.regionId}
        error={errors.regionId}
        onChange={(e) => set('regionId')(e.target.value)}
        options={regions.map((r) => ({ value: r.id, label: r.name[lng] }))}
      />
      <LocalizedFields
        legend={t('places.fields.name')}
        name="name"
        value={values.name}
        errors={errors}
        onChange={set('name')}
      />
      <fieldset className="space-y-3 rounded-xl border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold">{t('places.fields.map')}</legend>
        <TextField
          label={t('places.fields.nameKo')}
          hint={t('places.hints.hangul')}
          lang="ko"
          name="nameKo"
          value={values.nameKo}
          error={errors.nameKo}
          onChange={(e) => set('nameKo')(e.target.value)}
        />
        <TextField
          label={t('places.fields.addressKo')}
          hint={t('places.hints.hangul')}
          lang="ko"
          name="addressKo"
          value={values.addressKo}
          error={errors.addressKo}
          onChange={(e) => set('addressKo')(e.target.value)}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('places.fields.lat')}
            hint={t('places.hints.lat')}
            name="lat"
            inputMode="decimal"
            value={values.lat}
            error={errors.lat}
            onChange={(e) => set('lat')(e.target.value)}
          />
          <TextField
            label={t('places.fields.lng')}
            hint={t('places.hints.lng')}
            name="lng"
            inputMode="decimal"
            value={values.lng}
            error={errors.lng}
            onChange={(e) => set('lng')(e.target.value)}
          />
        </div>
        {canShowMap && values.nameKo.trim() ? (
          <a
            href={mapHref({ nameKo: values.nameKo.trim(), ...coordinates })}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('places.checkOnMap')}
          </a>
        ) : null}
      </fieldset>
      <LocalizedFields
        legend={t('places.fields.what')}
        name="what"
        multiline
        value={values.what}
        errors={errors}
        onChange={set('what')}
      />
      <LocalizedFields
        legend={t('places.fields.why')}
        name="why"
        multiline
        value={values.why}
        errors={errors}
        onChange={set('why')}
      />
      <LocalizedFields
        legend={t('places.fields.howToGetThere')}
        name="howToGetThere"
        multiline
        value={values.howToGetThere}
        errors={errors}
        onChange={set('howToGetThere')}
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
