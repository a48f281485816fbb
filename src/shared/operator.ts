// The operator's details in the privacy policy and the terms (decision record 034): {{placeholders}} in the
// texts, filled by the app from /api/site; in prerendered pages tokens the server fills from its configuration.
import type { SiteInfo } from '#shared/contracts/system';

export const OPERATOR_FIELDS = [
  'operator',
  'contact',
  'address',
  'registration',
  'euRepresentative',
  'mailProcessor',
] as const;
export type OperatorField = (typeof OPERATOR_FIELDS)[number];

/** What a prerendered page carries in place of {{field}}. */
export const operatorToken = (field: OperatorField) => `__HOLA_OPERATOR_${field}__`;

/** The words for details a deployment did not configure, in the reader's language (common:operator). */
export type OperatorWords = { notConfigured: string; noEuRepresentative: string; ownMailServer: string };

export function operatorValues(site: SiteInfo, words: OperatorWords): Record<OperatorField, string> {
  return {
    operator: site.operatorName,
    contact: site.privacyContact,
    address: site.operatorAddress ?? words.notConfigured,
    registration: site.operatorRegistration ?? words.notConfigured,
    euRepresentative: site.euRepresentative ?? words.noEuRepresentative,
    mailProcessor: site.mailProcessor ?? words.ownMailServer,
  };
}
