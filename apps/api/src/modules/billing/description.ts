import type { Language } from '@academy/contracts';

/**
 * What a payment bought, in `language` (ARCHITECTURE.md, "Billing"): the Russian name kept
 * with it for a Russian reader (a plan's, as it was named when bought), else the English
 * one, which a retake's test title and payments from before the Russian name share.
 */
export function paymentDescription(
  payment: { description: string; descriptionRu: string | null },
  language: Language,
): string {
  return language === 'ru' ? (payment.descriptionRu ?? payment.description) : payment.description;
}
