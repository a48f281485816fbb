declare module 'virtual:password-dictionary' {
  export const passwords: string[];
  export const graphs: Record<string, Record<string, (string | null)[]>>;
}
