import { describe, expect, it } from 'vitest';
import { filledCriteria, hasCriteria, searchFromState } from './search';

describe('search criteria', () => {
  it('keep only what was filled in, trimmed, numbers as text', () => {
    expect(
      filledCriteria({
        brand: ' Toyota ',
        model: '',
        year: 2020,
        warranty: 'false',
        keywords: '  ',
      }),
    ).toEqual({ brand: 'Toyota', year: '2020', warranty: 'false' });
  });

  it('count as given only when at least one is left', () => {
    expect(hasCriteria(filledCriteria({ brand: ' ', year: null, carEngine: undefined }))).toBe(
      false,
    );
    expect(hasCriteria(filledCriteria({ carEngine: '1HGCM82633A004352' }))).toBe(true);
  });

  it('come back from router state, whatever else the state holds', () => {
    expect(searchFromState({ search: { model: 'Camry', other: 'x' } })).toEqual({ model: 'Camry' });
    expect(searchFromState(null)).toBeNull();
    expect(searchFromState('search')).toBeNull();
    expect(searchFromState({ search: {} })).toBeNull();
    expect(searchFromState({ search: { brand: { $ne: '' } } })).toBeNull();
  });
});
