import { type ReactNode, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Me } from '#shared/contracts/auth';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { isDeactivated, useMe } from '#app/features/auth/api/get-me.ts';
import { paths } from '#app/paths.ts';
import { LoadError } from './load-error.tsx';

/**
 * Renders its children for a signed-in user; a visitor is sent to log in and brought back after. `title`: the
 * page's, for when who the user is cannot be loaded.
 * A user who signs out here (logout, sign out everywhere, account deleted) goes home, as the spec's logout does.
 */
export function RequireUser({ children, title }: { children: (user: Me) => ReactNode; title?: string }) {
  const me = useMe();
  const location = useLocation();
  const hadUser = useRef(false);
  // A deactivated account is handled by useDeactivationWatch in the layout.
  if (me.isPending || isDeactivated(me.error)) return <PageSpinner />;
  // Offline on a page not visited yet, the page still says what it is.
  if (me.isError) return <LoadError title={title} onRetry={() => void me.refetch()} />;
  if (!me.data) {
    if (hadUser.current) return <Navigate to={paths.home()} replace />;
    return <Navigate to={paths.login({ redirectTo: location.pathname + location.search })} replace />;
  }
  hadUser.current = true;
  return <>{children(me.data)}</>;
}
