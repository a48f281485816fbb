import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Me } from '#shared/contracts/auth';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { isDeactivated, useMe } from '../features/auth/api/get-me.ts';
import { paths } from '../paths.ts';
import { LoadError } from './load-error.tsx';

/** Renders its children for a signed-in user; a visitor is sent to log in and brought back after. */
export function RequireUser({ children }: { children: (user: Me) => ReactNode }) {
  const me = useMe();
  const location = useLocation();
  // A deactivated account is handled by useDeactivationWatch in the layout.
  if (me.isPending || isDeactivated(me.error)) return <PageSpinner />;
  if (me.isError) return <LoadError onRetry={() => void me.refetch()} />;
  if (!me.data) return <Navigate to={paths.login({ redirectTo: location.pathname + location.search })} replace />;
  return <>{children(me.data)}</>;
}
