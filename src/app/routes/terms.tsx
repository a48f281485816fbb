import { LegalDocument } from '#app/components/ui/legal-document.tsx';

export const TERMS_UPDATED = '2026-11-21';

export default function TermsPage() {
  return <LegalDocument ns="terms" updated={TERMS_UPDATED} />;
}
