import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Stretches of characters of the Arabic blocks (letters, Arabic-Indic digits), and of the rest. */
const ARABIC_OR_NOT =
  /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+|[^\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]+/g;
/**
 * Text the font's shaper (fontkit, under pdfkit) lays out right to left: it picks the direction of
 * a piece from the script of its characters, so Arabic-Indic digits (٢٣٤٥٦, script Arabic) are
 * laid out right to left too, although numbers read left to right.
 */
const SHAPED_RIGHT_TO_LEFT = /\p{Script=Arabic}/u;
/** The invisible marks that steer the bidirectional algorithm: read, never drawn. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text that reads left to right wherever it stands (a Unicode isolate): a postal code such as
 * 12214-7654 inside Arabic text would otherwise be read as two numbers, drawn 7654-12214.
 */
export const leftToRight = (text: string): string => `\u2066${text}\u2069`;

export const hasArabic = (text: string): boolean => ARABIC.test(text);

/** Whether a paragraph reads right to left: its first strong character is Arabic. */
export const readsRightToLeft = (text: string): boolean =>
  bidi.getEmbeddingLevels(text, 'auto').paragraphs[0]?.level === 1;

/** A stretch of one line that reads in one direction. */
export interface DirectionalRun {
  text: string;
  rtl: boolean;
}

/**
 * Splits one line into runs in the order they are drawn from left to right (the Unicode
 * bidirectional algorithm, rules L1-L2). Each run's text stays in logical order: the font's
 * shaper lays out a right-to-left run itself, glyphs reversed and joined.
 */
export function visualRuns(
  line: string,
  direction: 'ltr' | 'rtl' | 'auto' = 'auto',
): DirectionalRun[] {
  if (!line) return [];
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const runs: { text: string; level: number }[] = [];
  for (let at = 0; at < line.length;) {
    let end = at + 1;
    while (end < line.length && levels[end] === levels[at]) end += 1;
    let text = line.slice(at, end);
    if (levels[at] % 2 === 1) {
      // Brackets and the like face the other way in right-to-left text.
      text = [...text].map((char) => bidi.getMirroredCharacter(char) ?? char).join('');
    }
    runs.push({ text, level: levels[at] });
    at = end;
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs at
  // that level or higher.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 ? run.level : run.level + 1)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < runs.length;) {
      if (runs[start].level < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < runs.length && runs[end].level >= level) end += 1;
      runs.splice(start, end - start, ...runs.slice(start, end).reverse());
      start = end;
    }
  }
  return runs.map(({ text, level }) => ({ text, rtl: level % 2 === 1 }));
}

/** A piece of a line as it is handed to the font's shaper: in the Arabic font, or the Latin one. */
export interface DrawnPiece {
  text: string;
  arabic: boolean;
}

/**
 * The pieces to draw a line with, from left to right, each in one font: characters of the Arabic
 * blocks in the Arabic font (whose shaper joins letters), everything else — Latin, ASCII digits,
 * punctuation the Arabic font lacks — in the Latin one. Each piece must come out reading the way
 * its directional run reads, but the shaper lays a piece out in the direction of its script, not
 * of its run: where the two differ — neutral characters inside right-to-left text, Arabic-Indic
 * digits inside Arabic text (a number reads left to right) — the piece is handed over reversed,
 * so that the shaper's layout puts it back the right way round. `direction` is the paragraph's,
 * for a line wrapped out of one (else the line's own).
 */
export function drawnPieces(line: string, direction?: 'ltr' | 'rtl'): DrawnPiece[] {
  const pieces: DrawnPiece[] = [];
  for (const run of visualRuns(line, direction ?? (hasArabic(line) ? 'auto' : 'ltr'))) {
    const segments = run.text.replace(BIDI_CONTROLS, '').match(ARABIC_OR_NOT) ?? [];
    for (const segment of run.rtl ? segments.reverse() : segments) {
      const shaperRtl = SHAPED_RIGHT_TO_LEFT.test(segment);
      pieces.push({
        text: shaperRtl === run.rtl ? segment : [...segment].reverse().join(''),
        arabic: hasArabic(segment),
      });
    }
  }
  return pieces;
}
