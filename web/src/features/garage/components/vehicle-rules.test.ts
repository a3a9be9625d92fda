import { describe, expect, it } from 'vitest';
import { isIncompleteVehicle } from './vehicle-rules';

const complete = {
  kind: 'data',
  mileage: 1000,
  model: 'Camry',
  year: 2022,
  agency: 'Toyota',
  warranty: true,
} as const;

describe('the Incomplete Data rule', () => {
  it('passes a car by data only with the logo, every field and a warranty of true', () => {
    expect(isIncompleteVehicle(complete, true)).toBe(false);
    expect(isIncompleteVehicle(complete, false)).toBe(true);
    expect(isIncompleteVehicle({ ...complete, warranty: false }, true)).toBe(true);
    expect(isIncompleteVehicle({ ...complete, warranty: undefined }, true)).toBe(true);
    expect(isIncompleteVehicle({ ...complete, model: ' ' }, true)).toBe(true);
    expect(isIncompleteVehicle({ ...complete, year: undefined }, true)).toBe(true);
    expect(isIncompleteVehicle({ ...complete, agency: '' }, true)).toBe(true);
    expect(isIncompleteVehicle({ ...complete, mileage: undefined }, true)).toBe(true);
  });

  it('passes a car by VIN with the logo, mileage and VIN', () => {
    const vin = { kind: 'vin', mileage: 10, engineNumber: '1HGCM82633A004352' } as const;
    expect(isIncompleteVehicle(vin, true)).toBe(false);
    expect(isIncompleteVehicle(vin, false)).toBe(true);
    expect(isIncompleteVehicle({ ...vin, engineNumber: '' }, true)).toBe(true);
    expect(isIncompleteVehicle({ ...vin, mileage: undefined }, true)).toBe(true);
  });
});
