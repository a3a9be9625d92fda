/** How many years after this one the payment form offers for a card's expiry. */
const CARD_EXPIRY_YEARS_AHEAD = 4;

/** The years the payment form offers: this year and the next four. */
export function cardExpiryYears(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: CARD_EXPIRY_YEARS_AHEAD + 1 }, (_, i) => year + i);
}
