import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordVerdict } from '#shared/password-policy';
import { PASSWORD_MIN } from '#shared/limits';

type Check = (password: string, userInputs?: (string | undefined)[]) => PasswordVerdict;
let loading: Promise<Check> | null = null;
const loadCheck = () => (loading ??= import('#app/features/auth/lib/password-check.ts').then((m) => m.checkPassword));

const BAR = ['w-1/5 bg-red-600', 'w-2/5 bg-red-500', 'w-3/5 bg-amber-500', 'w-4/5 bg-green-600', 'w-full bg-green-700'];

/**
 * The hint under a new-password field: how strong the password is by the rule the server applies
 * (the estimator is fetched when the form opens, never anything about the password itself).
 */
export function PasswordStrength({
  password,
  userInputs = [],
}: {
  password: string;
  userInputs?: (string | undefined)[];
}) {
  const { t } = useTranslation('auth');
  const [check, setCheck] = useState<Check | null>(null);
  useEffect(() => {
    let isMounted = true;
    loadCheck()
      .then((fn) => isMounted && setCheck(() => fn))
      .catch(() => {});
    return () => {
      isMounted = false;
    };
  }, []);

  const verdict = check && password ? check(password, userInputs) : null;
  return (
    <div className="space-y-1 text-xs text-stone-600">
      {verdict ? (
        <div className="flex items-center gap-2" aria-live="polite">
          <div className="h-1.5 flex-1 overflow-hidden rounded bg-stone-200" aria-hidden="true">
            <div className={`h-full ${BAR[verdict.score]}`} />
          </div>
          <span className={verdict.ok ? 'font-semibold text-green-800' : 'font-semibold text-red-700'}>
            {t('strength.label')}: {t(`strength.${verdict.score}`)}
          </span>
        </div>
      ) : null}
      <p>{t('strength.tip', { min: PASSWORD_MIN })}</p>
    </div>
  );
}
