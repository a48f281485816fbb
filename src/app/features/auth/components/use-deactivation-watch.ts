import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { paths } from '../../../paths.ts';
import { useMe } from '../api/get-me.ts';
import { useSignOut } from '../api/sign-out.ts';

/** The spec's rule: a deactivated user is alerted, signed out and sent to /auth/login. */
export function useDeactivationWatch() {
  const { t } = useTranslation('auth');
  const me = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const isDeactivated = me.error instanceof ApiError && me.error.code === 'ACCOUNT_DEACTIVATED';

  useEffect(() => {
    if (!isDeactivated) return;
    toast.error(t('deactivated'), { id: 'deactivated' });
    signOut.mutate(undefined, { onSettled: () => navigate(paths.login({ reason: 'deactivated' }), { replace: true }) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per deactivation
  }, [isDeactivated]);
}
