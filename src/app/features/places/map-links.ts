import type { Place } from '#shared/contracts/guide';

type MapTarget = Pick<Place, 'nameKo' | 'lat' | 'lng'>;

/**
 * Web links work everywhere; on phones the app schemes open Naver Map / KakaoMap directly. Every link names the
 * place: a search by name alone finds namesakes elsewhere, and a bare coordinate shows no pin.
 */
export function naverMapLinks(place: MapTarget & Pick<Place, 'addressKo'>) {
  const name = encodeURIComponent(place.nameKo);
  return {
    web: `https://map.naver.com/p/search/${encodeURIComponent(`${place.nameKo} ${place.addressKo}`)}`,
    app: `nmap://place?lat=${place.lat}&lng=${place.lng}&name=${name}&appname=app.holacorea`,
  };
}

export function kakaoMapLinks(place: MapTarget) {
  const name = encodeURIComponent(place.nameKo);
  return {
    web: `https://map.kakao.com/link/map/${name},${place.lat},${place.lng}`,
    // kakaomap://look only centres the map; a search by name around the point shows the place's pin.
    app: `kakaomap://search?q=${name}&p=${place.lat},${place.lng}`,
  };
}

export const isPhone = () => /Android|iPhone|iPad|iPod/i.test(navigator.userAgent);

/**
 * On a phone, tries the app and falls back to the web map when the app did not take over
 * (the page is still visible after a moment).
 */
export function openInMapApp(links: { web: string; app: string }) {
  window.location.href = links.app;
  window.setTimeout(() => {
    if (document.visibilityState === 'visible') window.location.href = links.web;
  }, 1500);
}
