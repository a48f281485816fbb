import { LegalDocument } from '#app/components/ui/legal-document.tsx';
import { useOperatorValues } from '#app/features/legal/use-operator-values.ts';

export const TERMS_UPDATED = '2026-11-26';

export default function TermsPage() {
  return <LegalDocument ns="terms" updated={TERMS_UPDATED} values={useOperatorValues()} />;
}
