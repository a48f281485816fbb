import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Place } from '#shared/contracts/guide';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { Illustration } from '#app/components/ui/illustration.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useRegion } from '#app/features/places/api/get-regions.ts';
import { KoreaMapView } from '#app/features/places/components/korea-map-view.tsx';
import { PlaceCard } from '#app/features/places/components/place-card.tsx';
import { TaxiCardDialog } from '#app/features/places/components/taxi-card-dialog.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { paths } from '#app/paths.ts';
import { REGION_SCENES } from '#app/routes/guide/guide-art.ts';
import { LoadError } from '#app/routes/load-error.tsx';
import { PhotoGrid } from '#app/components/ui/photos/photo-grid.tsx';
import { ICON_MAP } from '#app/components/ui/icon.tsx';
import { useLanguage } from '#app/lib/i18n.ts';

export default function GuideRegionPage() {
  const { t } = useTranslation('guide');
  const lng = useLanguage();
  const { regionId = '' } = useParams();
  const region = useRegion(regionId);
  const [taxiPlace, setTaxiPlace] = useState<Place | null>(null);
  const back = (
    <nav aria-label={t('breadcrumb')} className="mb-4 text-sm">
      <Link to={paths.guidePlaces()} className="text-brand-700 underline-offset-4 hover:underline">
        ← {t('topics.places.title')}
      </Link>
    </nav>
  );

  if (region.isPending) return <PageSpinner />;
  if (region.isError) {
    return region.error instanceof ApiError && region.error.status === 404 ? (
      <Page title={t('region.title')}>
        {back}
        <EmptyState iconPath={ICON_MAP} title={t('region.notFound', { regionId })} />
      </Page>
    ) : (
      <LoadError onRetry={() => void region.refetch()} />
    );
  }
  return (
    <Page
      title={region.data.region.name[lng]}
      lead={region.data.region.summary[lng]}
      banner={<Illustration scene={REGION_SCENES[region.data.region.id] ?? 'mountains'} />}
    >
      {back}
      <PhotoGrid photos={region.data.region.photos} className="mb-4" />
      {region.data.places.length > 0 ? (
        <KoreaMapView
          zoom
          label={t('map.places', { region: region.data.region.name[lng] })}
          pins={region.data.places.map((place, i) => ({
            id: place.id,
            label: place.name[lng],
            lat: place.lat,
            lng: place.lng,
            href: `#${place.id}`,
            mark: String(i + 1),
          }))}
        />
      ) : null}
      <ul className="space-y-4">
        {region.data.places.map((place, i) => (
          <PlaceCard key={place.id} place={place} mark={String(i + 1)} onShowTaxiCard={() => setTaxiPlace(place)} />
        ))}
      </ul>
      {taxiPlace ? <TaxiCardDialog place={taxiPlace} onClose={() => setTaxiPlace(null)} /> : null}
    </Page>
  );
}
