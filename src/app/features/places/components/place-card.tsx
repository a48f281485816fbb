import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '#shared/contracts/guide';
import { buttonClass } from '#app/components/ui/button.tsx';
import { formatCalendarDate } from '#app/lib/dates.ts';
import { isPhone, kakaoMapLinks, naverMapLinks, openInMapApp } from '#app/features/places/map-links.ts';
import { PhotoGrid } from '#app/components/ui/photos/photo-grid.tsx';
import { Icon, ICON_TAXI } from '#app/components/ui/icon.tsx';
import { useLanguage } from '#app/lib/i18n.ts';

export function PlaceCard({
  place,
  mark,
  onShowTaxiCard,
}: {
  place: Place;
  mark?: string;
  onShowTaxiCard: () => void;
}) {
  const { t } = useTranslation('guide');
  const lng = useLanguage();
  const naver = naverMapLinks(place);
  const kakao = kakaoMapLinks(place);
  const handleMapClick = (links: { web: string; app: string }) => (event: MouseEvent) => {
    if (!isPhone()) return;
    event.preventDefault();
    openInMapApp(links);
  };
  return (
    <li id={place.id} className="scroll-mt-20 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        {mark ? (
          <span
            aria-hidden="true"
            className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-600 text-sm text-white"
          >
            {mark}
          </span>
        ) : null}
        {place.name[lng]}
      </h2>
      <p lang="ko" className="text-sm text-stone-500">
        {place.nameKo} · {place.addressKo}
      </p>
      <PhotoGrid photos={place.photos} className="mt-3" />
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="font-semibold">{t('places.what')}</dt>
          <dd>{place.what[lng]}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('places.why')}</dt>
          <dd>{place.why[lng]}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('places.how')}</dt>
          <dd>{place.howToGetThere[lng]}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={naver.web}
          target="_blank"
          rel="noopener noreferrer"
          onClick={handleMapClick(naver)}
          className={buttonClass('secondary')}
        >
          {t('places.naverMap')}
        </a>
        <a
          href={kakao.web}
          target="_blank"
          rel="noopener noreferrer"
          onClick={handleMapClick(kakao)}
          className={buttonClass('secondary')}
        >
          {t('places.kakaoMap')}
        </a>
        <button type="button" onClick={onShowTaxiCard} className={buttonClass('ghost')}>
          <Icon path={ICON_TAXI} className="mr-1.5 inline-block size-5 align-[-0.25em]" />
          {t('places.taxiCard')}
        </button>
      </div>
      <p className="mt-2 text-xs text-stone-500">
        {t('places.reviewed', { date: formatCalendarDate(place.reviewed, lng) })}
      </p>
    </li>
  );
}
