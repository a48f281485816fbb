declare module 'virtual:password-dictionary' {
  export const passwords: string[];
  export const graphs: Record<string, Record<string, (string | null)[]>>;
}

declare module 'virtual:guide-topics' {
  /** A loader per guide topic and language (scripts/build/guide-topics.ts). */
  export const topics: Record<string, Record<'ko' | 'es' | 'en', () => Promise<{ default: unknown }>>>;
}
