import type { Timestamp } from './columns.ts';

/** The guide's tables: phrases, regions, places, starred phrases. */

export interface PhrasesTable {
  id: string;
  category: string;
  ko: string;
  romanization: string;
  en: string;
  es: string;
  position: number;
  updated_at: Timestamp;
}

export interface RegionsTable {
  id: string;
  name_ko: string;
  name_es: string;
  name_en: string;
  summary_ko: string;
  summary_es: string;
  summary_en: string;
  position: number;
  updated_at: Timestamp;
}

export interface PlacesTable {
  id: string;
  region_id: string;
  name_korean: string;
  address_ko: string;
  lat: number;
  lng: number;
  name_ko: string;
  name_es: string;
  name_en: string;
  what_ko: string;
  what_es: string;
  what_en: string;
  why_ko: string;
  why_es: string;
  why_en: string;
  how_ko: string;
  how_es: string;
  how_en: string;
  position: number;
  updated_at: Timestamp;
}

export interface FavoritePhrasesTable {
  user_id: string;
  phrase_id: string;
  created_at: Timestamp;
}
