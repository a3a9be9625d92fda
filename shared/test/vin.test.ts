import { describe, expect, it } from 'vitest';
import { decodeVin, expectedCheckDigit, modelYearOf } from '../src/index.js';

const NOW = new Date('2026-11-22');

describe('VIN decoding', () => {
  it('decodes a 2003 Honda Accord with a valid check digit', () => {
    expect(decodeVin('1HGCM82633A004352', NOW)).toEqual({
      valid: true,
      manufacturer: 'Honda',
      modelYear: 2003,
      checkDigit: 'valid',
    });
  });

  it('reads lower-case VINs alike', () => {
    expect(decodeVin('1hgcm82633a004352', NOW).manufacturer).toBe('Honda');
  });

  it('knows the makers of other WMIs and reads their model years', () => {
    expect(decodeVin('1FTFW1ET5DFC10312', NOW)).toMatchObject({
      manufacturer: 'Ford',
      modelYear: 2013,
    });
    expect(decodeVin('WBA3A5C51CF256651', NOW)).toMatchObject({
      manufacturer: 'BMW',
      modelYear: 2012,
    });
    expect(decodeVin('JN8AZ2NE5K9123456', NOW)).toMatchObject({
      manufacturer: 'Nissan',
      modelYear: 2019,
    });
  });

  it('decodes Gulf-market Toyota and Hyundai VINs without demanding a check digit', () => {
    expect(decodeVin('JTMHV05J164123456', NOW)).toMatchObject({
      valid: true,
      manufacturer: 'Toyota',
      modelYear: 2006,
      checkDigit: 'not-applicable',
    });

    expect(decodeVin('KMHCT41DAEU123456', NOW)).toMatchObject({
      valid: true,
      manufacturer: 'Hyundai',
      modelYear: 2014,
    });
  });

  it('flags a North-American VIN whose check digit is wrong', () => {
    expect(decodeVin('1HGCM82643A004352', NOW)).toMatchObject({
      valid: true,
      checkDigit: 'invalid',
    });
  });

  it('leaves the maker unknown for WMIs it does not list', () => {
    expect(decodeVin('ZZZCM82633A004352', NOW).manufacturer).toBeNull();
  });

  it('refuses what is not a VIN', () => {
    expect(decodeVin('1HGCM82633A00435I', NOW)).toEqual({
      valid: false,
      manufacturer: null,
      modelYear: null,
      checkDigit: 'not-applicable',
    });
    expect(decodeVin('short', NOW).valid).toBe(false);
  });

  it('computes check digits, X included', () => {
    expect(expectedCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(expectedCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('picks the latest model year not after next year', () => {
    expect(modelYearOf('1HGCM8263RA004352', NOW)).toBe(2024);
    expect(modelYearOf('1HGCM8263AA004352', NOW)).toBe(2010);
    expect(modelYearOf('1HGCM8263YA004352', NOW)).toBe(2000);
    expect(modelYearOf('1HGCM8263TA004352', new Date('2025-06-01'))).toBe(2026);
  });
});
