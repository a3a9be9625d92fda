import { describe, expect, it } from 'vitest';
import { firstWords } from './first-words';

describe('first words', () => {
  it('cuts text to its first three words', () => {
    expect(firstWords('Oil filter for Toyota Camry')).toBe('Oil filter for');
    expect(firstWords('  Brake   pads ')).toBe('Brake pads');
  });
});
