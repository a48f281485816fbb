import { useEffect } from 'react';
import { paths } from '../../../paths.ts';
import { isDeactivated, useMe } from '../api/get-me.ts';
import { signOut } from '../api/sign-out.ts';

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
