import { useEffect } from 'react';
import { paths } from '#app/paths.ts';
import { isDeactivated, useMe } from '#app/features/auth/api/get-me.ts';
import { signOut } from '#app/features/auth/api/sign-out.ts';

/**
 * The spec's rule: a deactivated user is alerted, signed out and sent to /auth/login.
 * A full page load follows, so nothing cached for the account survives in this tab;
 * the login page shows the alert (reason=deactivated).
 */
export function useDeactivationWatch() {
  const me = useMe();
  const deactivated = isDeactivated(me.error);
  useEffect(() => {
    if (!deactivated) return;
    void signOut()
      .catch(() => undefined)
      .finally(() => window.location.replace(paths.login({ reason: 'deactivated' })));
  }, [deactivated]);
}
