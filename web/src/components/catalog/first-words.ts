/** How many words of a name or description a catalog card shows (spec: cut to 3 words). */
const CARD_WORDS = 3;

/**
 * Cuts a card's name or description to its first words; an ellipsis says when words were left
 * out, so a cut name never reads as the whole of it.
 */
export function firstWords(text: string, count: number = CARD_WORDS): string {
  const words = text.trim().split(/\s+/);
  const shown = words.slice(0, count).join(' ');
  return words.length > count ? `${shown}…` : shown;
}
