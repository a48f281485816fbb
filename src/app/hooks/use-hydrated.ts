import { useBeforeApp } from '#app/lib/before-app.ts';

/**
 * False while the page is rendered at build time and while the browser hydrates that prerendered markup, true
 * from the render after (decision record 031). What the build could not know (live data, what this browser
 * supports, what the device keeps) renders as the prerendered page had it until then, so hydration matches and
 * nothing is rebuilt. It turns with the header's controls, in one transition (main.tsx), so the renders it
 * causes are time-sliced, not one long task.
 */
export const useHydrated = () => useBeforeApp() === null;
