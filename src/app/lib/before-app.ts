import { createContext, useContext } from 'react';

/**
 * True while a page is rendered at build time for its prerendered HTML (src/app/prerender.tsx): the page is on
 * screen before the app's scripts run (decision records 026, 031), so what would need JavaScript (the phone's
 * menu, the language choice) renders as markup that works without it.
 */
export const BeforeAppContext = createContext(false);

export const useBeforeApp = () => useContext(BeforeAppContext);
