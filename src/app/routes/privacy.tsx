import { useTranslation } from 'react-i18next';
import { LegalDocument } from '#app/components/ui/legal-document.tsx';
import { useSite } from '#app/features/legal/api/get-site.ts';

export const PRIVACY_UPDATED = '2026-11-23';

export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const site = useSite();
  // Offline, before the operator's details were ever loaded, the text says where to find them.
  const values = site.data
    ? { operator: site.data.operatorName, contact: site.data.privacyContact }
    : { operator: t('operatorUnknown.operator'), contact: t('operatorUnknown.contact') };
  return <LegalDocument ns="privacy" updated={PRIVACY_UPDATED} values={values} />;
}
