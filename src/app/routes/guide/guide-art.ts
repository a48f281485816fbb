import type { GuideIcon } from '#shared/contracts/content';
import type { Scene } from '#app/components/ui/illustration.tsx';
import type { GuideTopic } from '#app/paths.ts';

/** Each guide topic's icon (its card, its banner) and the landscape its page opens with. */
export const TOPIC_ART: Record<GuideTopic | 'places', { icon: GuideIcon; scene: Scene }> = {
  plan: { icon: 'route', scene: 'mountains' },
  budget: { icon: 'cash', scene: 'market' },
  entry: { icon: 'passport', scene: 'airport' },
  arrival: { icon: 'plane', scene: 'airport' },
  connectivity: { icon: 'phone', scene: 'city' },
  traffic: { icon: 'train', scene: 'city' },
  payment: { icon: 'card', scene: 'market' },
  food: { icon: 'food', scene: 'market' },
  accommodation: { icon: 'bed', scene: 'hanok' },
  seasons: { icon: 'weather', scene: 'mountains' },
  holidays: { icon: 'calendar', scene: 'hanok' },
  culture: { icon: 'people', scene: 'hanok' },
  experiences: { icon: 'temple', scene: 'tombs' },
  health: { icon: 'health', scene: 'city' },
  safety: { icon: 'shield', scene: 'city' },
  emergency: { icon: 'siren', scene: 'city' },
  'longer-stays': { icon: 'book', scene: 'hanok' },
  places: { icon: 'map', scene: 'island' },
};

/** A region's landscape: Seoul's tower and towers, Busan's bridge, Jeju's volcano, Gyeongju's tombs… */
export const REGION_SCENES: Record<string, Scene> = {
  seoul: 'city',
  busan: 'harbour',
  jeju: 'island',
  gyeongju: 'tombs',
  incheon: 'airport',
  gangwon: 'mountains',
  jeonju: 'hanok',
  daegu: 'market',
};
