/**
 * Close codes of the live connection (GET /api/live, decision record 037) both sides read; 4000–4999 are the
 * application's. After `signedOut` or `replaced` the browser does not reopen it (sends go over HTTP).
 */
export const LIVE_CLOSE = { signedOut: 4401, replaced: 4409, badFrame: 1008, tooLarge: 1009 } as const;
