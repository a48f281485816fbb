import { useLocation, useNavigate } from 'react-router';
import { paths } from '#app/paths.ts';

/**
 * Wraps an action only members may take: a visitor is sent to log in and brought back to this page.
 * Returns a function that runs `action` for a member.
 */
export function useMemberAction(isMember: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  return <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) => {
      if (isMember) action(...args);
      else navigate(paths.login({ redirectTo: location.pathname + location.search }));
    };
}
