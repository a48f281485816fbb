import { LegalDocument } from '../components/ui/legal-document.tsx';

export const PRIVACY_UPDATED = '2026-11-21';

export default function PrivacyPage() {
  return <LegalDocument ns="privacy" updated={PRIVACY_UPDATED} />;
}
