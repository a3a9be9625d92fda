/**
 * Pictures the shop draws itself for its demo catalog: simple SVG artwork, so the shop ships no
 * photographs of its own.
 */

export type PartKind =
  'disc' | 'tire' | 'filter' | 'drop' | 'plug' | 'battery' | 'bulb' | 'wiper' | 'belt' | 'box';

/** A pictogram for each kind of part, drawn in a 200x200 box centred at (100, 90). */
const PICTOGRAMS: Record<PartKind, string> = {
  disc: '<circle cx="100" cy="90" r="55" fill="none" stroke="#fff" stroke-width="14"/><circle cx="100" cy="90" r="16" fill="#fff"/>',
  tire: '<circle cx="100" cy="90" r="58" fill="#222"/><circle cx="100" cy="90" r="30" fill="#bbb"/><circle cx="100" cy="90" r="8" fill="#222"/>',
  filter:
    '<rect x="60" y="40" width="80" height="100" rx="12" fill="#fff"/><path d="M70 55h60M70 75h60M70 95h60M70 115h60" stroke="#999" stroke-width="6"/>',
  drop: '<path d="M100 30 C70 80 60 100 60 115 a40 40 0 0 0 80 0 C140 100 130 80 100 30z" fill="#fff"/>',
  plug: '<rect x="88" y="30" width="24" height="30" fill="#fff"/><rect x="76" y="60" width="48" height="40" rx="6" fill="#ddd"/><rect x="92" y="100" width="16" height="40" fill="#fff"/>',
  battery:
    '<rect x="50" y="55" width="100" height="70" rx="8" fill="#fff"/><rect x="65" y="42" width="18" height="14" fill="#fff"/><rect x="117" y="42" width="18" height="14" fill="#fff"/><path d="M70 90h20M126 80v20M116 90h20" stroke="#333" stroke-width="6"/>',
  bulb: '<circle cx="100" cy="80" r="40" fill="#fff"/><rect x="84" y="115" width="32" height="25" rx="4" fill="#ddd"/>',
  wiper:
    '<path d="M40 130 L150 45" stroke="#fff" stroke-width="12" stroke-linecap="round"/><path d="M45 122 L150 38" stroke="#333" stroke-width="4"/>',
  belt: '<ellipse cx="100" cy="90" rx="65" ry="45" fill="none" stroke="#fff" stroke-width="12" stroke-dasharray="10 6"/>',
  box: '<rect x="50" y="45" width="100" height="90" rx="6" fill="#fff"/><path d="M50 75h100M100 45v30" stroke="#999" stroke-width="6"/>',
};

/**
 * A product picture: the part's pictogram on a coloured ground, without words, so that it reads
 * the same in Arabic and English (the product's name is written beside it, in the page's language).
 */
export function partPicture(kind: PartKind, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 200 200">
<rect width="200" height="200" fill="hsl(${hue}, 55%, 42%)"/>
<rect x="10" y="10" width="180" height="180" rx="14" fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="2"/>
<g transform="translate(0 10)">${PICTOGRAMS[kind]}</g>
</svg>
`;
}
