import { LegalDocument } from '#app/components/ui/legal-document.tsx';
import { useOperatorValues } from '#app/features/legal/use-operator-values.ts';

export const PRIVACY_UPDATED = '2026-11-26';

export default function PrivacyPage() {
  return <LegalDocument ns="privacy" updated={PRIVACY_UPDATED} values={useOperatorValues()} />;
}
