import { useTranslation } from 'react-i18next';
import { OPERATOR_FIELDS, type OperatorField, operatorValues } from '#shared/operator';
import { useSite } from '#app/features/legal/api/get-site.ts';

/** The operator's details for the privacy policy and the terms; offline, before they were ever loaded, where to find them. */
export function useOperatorValues(): Record<OperatorField, string> {
  const { t } = useTranslation('common');
  const site = useSite();
  if (!site.data) {
    const unknown = t('operator.unknown');
    return {
      ...(Object.fromEntries(OPERATOR_FIELDS.map((f) => [f, unknown])) as Record<OperatorField, string>),
      operator: t('operator.unknownName'),
    };
  }
  return operatorValues(site.data, {
    notConfigured: t('operator.notConfigured'),
    noEuRepresentative: t('operator.noEuRepresentative'),
    ownMailServer: t('operator.ownMailServer'),
  });
}
