import { decimalPlaces } from './field-rules';

describe('decimalPlaces', () => {
  it.each([
    [12, 0],
    [12.5, 1],
    [-0.01, 2],
    [0.1 + 0.2, 17],
    [1.5e-7, 8],
    [5e-324, 324],
    [1.5e21, 0],
  ])('counts %p as %p decimals, also when written with an exponent', (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });
});
