import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { Illustration } from '#app/components/ui/illustration.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { usePlaces, useRegions } from '#app/features/places/api/get-regions.ts';
import { KoreaMapView, type MapPin } from '#app/features/places/components/korea-map-view.tsx';
import { paths } from '#app/paths.ts';
import { REGION_SCENES } from '#app/routes/guide/guide-art.ts';
import { LoadError } from '#app/routes/load-error.tsx';
import { ICON_MAP } from '#app/components/ui/icon.tsx';
import { useLanguage } from '#app/lib/i18n.ts';

export default function GuidePlacesPage() {
  const { t } = useTranslation('guide');
  const lng = useLanguage();
  const regions = useRegions();
  const places = usePlaces();
  // A region's pin sits at the middle of its places, so it follows the admins' edits.
  const pins: MapPin[] = (regions.data?.regions ?? []).flatMap((region) => {
    const own = (places.data?.places ?? []).filter((p) => p.regionId === region.id);
    if (own.length === 0) return [];
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    return [
      {
        id: region.id,
        label: region.name[lng],
        lat: mean(own.map((p) => p.lat)),
        lng: mean(own.map((p) => p.lng)),
        href: paths.guideRegion(region.id),
      },
    ];
  });
  return (
    <Page title={t('topics.places.title')} lead={t('topics.places.summary')}>
      <nav aria-label={t('breadcrumb')} className="mb-4 text-sm">
        <Link to={paths.guide()} className="text-brand-700 underline-offset-4 hover:underline">
          ← {t('title')}
        </Link>
      </nav>
      {regions.isPending ? (
        <PageSpinner />
      ) : regions.isError ? (
        <LoadError onRetry={() => void regions.refetch()} />
      ) : regions.data.regions.length === 0 ? (
        <EmptyState iconPath={ICON_MAP} title={t('empty.regions')} />
      ) : (
        <>
          {pins.length > 0 ? <KoreaMapView pins={pins} label={t('map.regions')} /> : null}
          <ul className="grid gap-3 sm:grid-cols-2">
            {regions.data.regions.map((region) => (
              <li key={region.id}>
                <Link
                  to={paths.guideRegion(region.id)}
                  className="block h-full rounded-2xl border border-stone-200 bg-white p-4 hover:border-brand-500"
                >
                  <Illustration scene={REGION_SCENES[region.id] ?? 'mountains'} className="mb-3 h-20 sm:h-24" />
                  <span className="block text-lg font-bold">{region.name[lng]}</span>
                  <span className="mt-1 block text-sm text-stone-600">{region.summary[lng]}</span>
                  <span className="mt-2 block text-xs font-semibold text-brand-700">
                    {t('places.count', { count: region.placeCount })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
