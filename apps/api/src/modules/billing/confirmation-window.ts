import { PAYMENT_CONFIRMATION_MINUTES } from '@academy/contracts';

const CONFIRMATION_MS = PAYMENT_CONFIRMATION_MINUTES * 60 * 1000;

/**
 * Payments waiting since before this instant have expired (the provider's rule): one waiting
 * for the card holder's confirmation, and one left unfinished by a provider failure that
 * was not retried in time (ARCHITECTURE.md, "Billing").
 */
export const waitingSince = (at: Date) => new Date(at.getTime() - CONFIRMATION_MS);
