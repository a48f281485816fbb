import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPlace, AdminRegion } from '#shared/contracts/admin';
import { Button } from '#app/components/ui/button.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { useDeletePlace } from '#app/features/admin/api/delete-place.ts';
import { useDeleteRegion } from '#app/features/admin/api/delete-region.ts';
import { useAdminRegions } from '#app/features/admin/api/get-admin-regions.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { AdminDialog } from '#app/features/admin/components/admin-dialog.tsx';
import { DataTable } from '#app/features/admin/components/data-table.tsx';
import { DeleteButton, EditButton, QueryState } from '#app/features/admin/components/list-parts.tsx';
import { PlaceForm } from '#app/features/admin/components/place-form.tsx';
import { PlacePhotosEditor } from '#app/features/admin/components/place-photos-editor.tsx';
import { RegionForm } from '#app/features/admin/components/region-form.tsx';
import { kakaoMapLinks } from '#app/features/places/map-links.ts';
import { messageFromApiError } from '#app/lib/form-errors.ts';
import { toast } from '#app/lib/toast.tsx';
import { ICON_MAP } from '#app/components/ui/icon.tsx';
import { useLanguage } from '#app/lib/i18n.ts';

type Editing = { kind: 'region'; region?: AdminRegion } | { kind: 'place'; regionId: string; place?: AdminPlace };
type Deleting = { kind: 'region'; region: AdminRegion } | { kind: 'place'; place: AdminPlace };

const mapHref = (place: { nameKo: string; lat: number; lng: number }) => kakaoMapLinks(place).web;

export default function AdminPlacesPage() {
  const { t } = useTranslation(['admin', 'errors']);
  const lng = useLanguage();
  const regions = useAdminRegions();
  const deleteRegion = useDeleteRegion();
  const deletePlace = useDeletePlace();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const handleDelete = (target: Deleting) => {
    const name = target.kind === 'region' ? target.region.name[lng] : target.place.name[lng];
    const options = {
      onSuccess: () => {
        setDeleting(null);
        toast.success(t('places.deleted', { name }));
      },
      onError: (error: unknown) => {
        setDeleting(null);
        toast.error(messageFromApiError(error, t).message);
      },
    };
    if (target.kind === 'region') deleteRegion.mutate({ id: target.region.id }, options);
    else deletePlace.mutate({ id: target.place.id }, options);
  };

  return (
    <Page title={t('nav.places')} width="max-w-6xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600">{t('places.lead')}</p>
        <Button onClick={() => setEditing({ kind: 'region' })}>{t('places.addRegion')}</Button>
      </div>

      <QueryState
        query={regions}
        isEmpty={(d) => d.length === 0}
        emptyIconPath={ICON_MAP}
        emptyTitle={t('places.empty')}
      >
        {(list) => (
          <div className="space-y-8">
            {list.map((region) => {
              const name = region.name[lng];
              return (
                <section
                  key={region.id}
                  aria-labelledby={`region-${region.id}`}
                  className="rounded-2xl border border-stone-200 bg-stone-50 p-3 sm:p-4"
                >
                  <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h2 id={`region-${region.id}`} className="text-lg font-bold">
                        {name}{' '}
                        {lng !== 'ko' ? (
                          <span lang="ko" className="text-sm font-normal text-stone-600">
                            {region.name.ko}
                          </span>
                        ) : null}
                      </h2>
                      <p className="text-sm text-stone-600">{region.summary[lng]}</p>
                    </div>
                    <div className="flex flex-wrap gap-1">
                      <Button
                        variant="secondary"
                        aria-label={t('places.addPlaceTo', { name })}
                        onClick={() => setEditing({ kind: 'place', regionId: region.id })}
                      >
                        {t('places.addPlace')}
                      </Button>
                      <EditButton name={name} onClick={() => setEditing({ kind: 'region', region })} />
                      <DeleteButton name={name} onClick={() => setDeleting({ kind: 'region', region })} />
                    </div>
                  </div>
                  {region.places.length === 0 ? (
                    <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-600">
                      {t('places.noPlaces')}
                    </p>
                  ) : (
                    <DataTable
                      label={t('places.placesIn', { name })}
                      rows={region.places}
                      rowKey={(p) => p.id}
                      columns={[
                        {
                          key: 'name',
                          header: t('places.fields.name'),
                          bare: true,
                          cell: (p) => (
                            <div>
                              <p className="font-semibold">{p.name[lng]}</p>
                              <p lang="ko" className="text-xs text-stone-600">
                                {p.nameKo}
                              </p>
                            </div>
                          ),
                        },
                        {
                          key: 'address',
                          header: t('places.fields.addressKo'),
                          cell: (p) => <span lang="ko">{p.addressKo}</span>,
                        },
                        {
                          key: 'coordinates',
                          header: t('places.fields.coordinates'),
                          cell: (p) => (
                            <a
                              href={mapHref(p)}
                              target="_blank"
                              rel="noopener noreferrer"
                              className="whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
                              aria-label={t('places.openMap', { name: p.name[lng] })}
                            >
                              {p.lat.toFixed(4)}, {p.lng.toFixed(4)}
                            </a>
                          ),
                        },
                        {
                          key: 'actions',
                          header: t('common.actions'),
                          bare: true,
                          cell: (p) => (
                            <div className="flex flex-wrap gap-1 md:flex-nowrap">
                              <EditButton
                                name={p.name[lng]}
                                onClick={() => setEditing({ kind: 'place', regionId: region.id, place: p })}
                              />
                              <DeleteButton
                                name={p.name[lng]}
                                onClick={() => setDeleting({ kind: 'place', place: p })}
                              />
                            </div>
                          ),
                        },
                      ]}
                    />
                  )}
                </section>
              );
            })}
          </div>
        )}
      </QueryState>

      {editing?.kind === 'region' ? (
        <AdminDialog
          title={editing.region ? t('places.editRegion') : t('places.addRegion')}
          onClose={() => setEditing(null)}
        >
          <RegionForm region={editing.region} onDone={() => setEditing(null)} />
          {editing.region ? <PlacePhotosEditor kind="region" id={editing.region.id} /> : null}
        </AdminDialog>
      ) : null}
      {editing?.kind === 'place' && regions.data ? (
        <AdminDialog
          title={editing.place ? t('places.editPlace') : t('places.addPlace')}
          onClose={() => setEditing(null)}
        >
          <PlaceForm
            place={editing.place}
            regionId={editing.regionId}
            regions={regions.data}
            mapHref={mapHref}
            onDone={() => setEditing(null)}
          />
          {editing.place ? <PlacePhotosEditor kind="place" id={editing.place.id} /> : null}
        </AdminDialog>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={
            deleting.kind === 'region' ? t('places.confirmDeleteRegion.title') : t('places.confirmDeletePlace.title')
          }
          confirmLabel={t('common.delete')}
          isPending={deleteRegion.isPending || deletePlace.isPending}
          onConfirm={() => handleDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          {deleting.kind === 'region'
            ? t('places.confirmDeleteRegion.body', { name: deleting.region.name[lng] })
            : t('places.confirmDeletePlace.body', { name: deleting.place.name[lng] })}
        </ConfirmDialog>
      ) : null}
    </Page>
  );
}
