/** How many words of a name or description a catalog card shows (spec: cut to 3 words). */
const CARD_WORDS = 3;

/** How many more brackets `text` opens than it closes. */
const unclosed = (text: string) =>
  (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);

/**
 * Cuts a card's name or description to its first words; an ellipsis says when words were left
 * out, so a cut name never reads as the whole of it. A bracket the cut leaves open is closed
 * after the ellipsis ("Rubber floor mats (set…)"): the cut name then reads as the start of the
 * whole one, which names the link (axe-core's label-content-name-mismatch fails an open one).
 */
export function firstWords(text: string, count: number = CARD_WORDS): string {
  const words = text.trim().split(/\s+/);
  const shown = words.slice(0, count).join(' ');
  if (words.length <= count) return shown;
  return `${shown}…${')'.repeat(Math.max(0, unclosed(shown)))}`;
}
