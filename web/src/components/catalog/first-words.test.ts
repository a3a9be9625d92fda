import { describe, expect, it } from 'vitest';
import { firstWords } from './first-words';

describe('first words', () => {
  it('cuts text to its first three words, with an ellipsis for the words left out', () => {
    expect(firstWords('Oil filter for Toyota Camry')).toBe('Oil filter for…');
    expect(firstWords('فلتر زيت لسيارة تويوتا كامري')).toBe('فلتر زيت لسيارة…');
  });

  it('closes a bracket the cut leaves open, after the ellipsis', () => {
    expect(firstWords('Rubber floor mats (set of 4)', 4)).toBe('Rubber floor mats (set…)');
    expect(firstWords('دعاسات مطاط (طقم ٤ قطع)')).toBe('دعاسات مطاط (طقم…)');
    expect(firstWords('Wiper (front) blade set')).toBe('Wiper (front) blade…');
  });

  it('leaves text of three words or fewer whole, without an ellipsis', () => {
    expect(firstWords('  Brake   pads ')).toBe('Brake pads');
    expect(firstWords('Minor service 10,000')).toBe('Minor service 10,000');
  });
});
