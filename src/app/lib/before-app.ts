import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** What the header renders in place of its menu button and language <select> before the app runs. */
export type BeforeApp = {
  Languages: ComponentType;
  Menu: ComponentType<{ mainLinks: ReactNode; accountLinks: ReactNode }>;
};

/**
 * Set while a page is rendered at build time for its prerendered HTML (src/app/prerender.tsx): the page is on
 * screen before the app's scripts run (decision records 026, 031), so what would need JavaScript (the phone's
 * menu, the language choice) renders as markup that works without it. Those components come with the context,
 * so the browser's bundle never carries them.
 */
export const BeforeAppContext = createContext<BeforeApp | null>(null);

export const useBeforeApp = () => useContext(BeforeAppContext);
