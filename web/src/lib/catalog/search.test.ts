import { describe, expect, it } from 'vitest';
import { filledCriteria, hasCriteria, searchFromParams, searchPath } from './search';

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

  it("travel in the products screen's address, and come back from it alone", () => {
    const path = searchPath({ brand: 'Toyota', keywords: 'brake pads' });
    expect(path).toBe('/products?brand=Toyota&keywords=brake+pads');
    const params = new URLSearchParams(path.split('?')[1]);
    params.append('page', '2');
    expect(searchFromParams(params)).toEqual({ brand: 'Toyota', keywords: 'brake pads' });
    expect(searchFromParams(new URLSearchParams('page=2'))).toBeNull();
  });
});
