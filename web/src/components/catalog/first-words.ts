/** How many words of a name or description a catalog card shows. */
const CARD_WORDS = 3;

/** Cuts a card's name or description to its first words. */
export function firstWords(text: string, count: number = CARD_WORDS): string {
  return text.trim().split(/\s+/).slice(0, count).join(' ');
}
