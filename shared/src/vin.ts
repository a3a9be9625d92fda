import { isValidVin } from './rules.js';

/**
 * Offline VIN decoding: the maker from the World Manufacturer Identifier (the first three
 * characters), the model year from position 10, and the North-American check digit (position 9).
 */

/** Common WMIs of the makers sold in Saudi Arabia. */
const MANUFACTURERS: Record<string, string[]> = {
  Toyota: [
    'JTD',
    'JTE',
    'JTM',
    'JTN',
    'JTF',
    'JTB',
    'JT2',
    'JT3',
    'JT4',
    'JT6',
    'JTK',
    '4T1',
    '4T3',
    '4T4',
    '5TD',
    '5TF',
    '5TB',
    '2T1',
    '2T3',
    'MR0',
    'MR2',
    'AHT',
    'NMT',
    'SB1',
    'VNK',
  ],
  Lexus: ['JTH', 'JTJ', '2T2', '58A', 'JTL'],
  Hyundai: ['KMH', 'KM8', 'KMF', '5NP', '5NM', 'MAL', 'TMA', 'NLH'],
  Kia: ['KNA', 'KND', 'KNC', 'KNE', 'KNJ', '5XY', '5XX', '3KP', 'U5Y', 'MS0'],
  Nissan: [
    'JN1',
    'JN6',
    'JN8',
    'JNA',
    'JNK',
    '1N4',
    '1N6',
    '3N1',
    '3N6',
    '5N1',
    'SJN',
    'VSK',
    'MNT',
  ],
  Honda: [
    'JHM',
    'JHL',
    'JHG',
    '1HG',
    '1HF',
    '2HG',
    '2HK',
    '5J6',
    '5FN',
    '19X',
    'SHH',
    'SHS',
    'MRH',
  ],
  Chevrolet: ['1G1', '1GC', '1GN', '1GB', '2G1', '3G1', '3GN', '3GC', 'KL1', 'KL7', '9BG'],
  GMC: ['1GT', '1GK', '1GD', '2GT', '3GT', '3GK'],
  Ford: [
    '1FA',
    '1FB',
    '1FC',
    '1FD',
    '1FM',
    '1FT',
    '1ZV',
    '2FA',
    '2FM',
    '2FT',
    '3FA',
    '3FE',
    'MAJ',
    'MNB',
    'WF0',
    'PR8',
  ],
  Mazda: ['JM1', 'JM3', 'JM6', 'JMZ', '3MZ', '3MV', '4F2', 'MM0'],
  Mitsubishi: ['JA3', 'JA4', 'JA7', 'JMB', 'JMY', 'ML3', 'MMB', 'MMC', '4A3', '4A4'],
  'Mercedes-Benz': ['WDB', 'WDC', 'WDD', 'WDF', 'W1K', 'W1N', 'W1V', '4JG', '55S'],
  BMW: ['WBA', 'WBS', 'WBX', 'WBY', '5UX', '5UM', '5YM', '4US'],
  Isuzu: ['JAA', 'JAB', 'JAL', 'JAC', 'MPA', 'MP1', '4S1', '4S2'],
  Changan: ['LS5', 'LS4', 'LS7', 'LDC'],
  Geely: ['L6T', 'LB3', 'LB2', 'LB1'],
  MG: ['LSJ', 'SAR', 'LSF'],
};

const MANUFACTURER_BY_WMI = new Map<string, string>(
  Object.entries(MANUFACTURERS).flatMap(([maker, wmis]) =>
    wmis.map((wmi) => [wmi, maker] as [string, string]),
  ),
);

/** Model-year letters and digits in their 30-year cycle, starting at 1980 (A) and 2001 (1). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** Letter values for the check digit (ISO 3779 transliteration). */
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

export const CHECK_DIGIT_STATES = ['valid', 'invalid', 'not-applicable'] as const;
export type CheckDigitState = (typeof CHECK_DIGIT_STATES)[number];

export interface DecodedVin {
  valid: boolean;
  manufacturer: string | null;
  modelYear: number | null;
  checkDigit: CheckDigitState;
}

/** The check digit a VIN should carry at position 9. */
export function expectedCheckDigit(vin: string): string {
  const sum = [...vin.toUpperCase()].reduce((total, char, index) => {
    const value = /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0);
    return total + value * WEIGHTS[index];
  }, 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * The model year coded at position 10: of the years that code stands for (every 30 years), the
 * latest that is not after next year.
 */
export function modelYearOf(vin: string, now: Date = new Date()): number | null {
  const index = YEAR_CODES.indexOf(vin[9]?.toUpperCase() ?? '');
  if (index < 0) return null;
  let year = 1980 + index;
  while (year + 30 <= now.getFullYear() + 1) year += 30;
  return year;
}

/**
 * Decodes a VIN. North-American VINs (first character 1-5) must carry a check digit; elsewhere
 * it is optional, so a mismatch there is "not-applicable" rather than "invalid".
 */
export function decodeVin(input: string, now: Date = new Date()): DecodedVin {
  const vin = input.trim().toUpperCase();
  if (!isValidVin(vin))
    return { valid: false, manufacturer: null, modelYear: null, checkDigit: 'not-applicable' };
  const northAmerican = /^[1-5]/.test(vin);
  const matches = expectedCheckDigit(vin) === vin[8];
  return {
    valid: true,
    manufacturer: MANUFACTURER_BY_WMI.get(vin.slice(0, 3)) ?? null,
    modelYear: modelYearOf(vin, now),
    checkDigit: matches ? 'valid' : northAmerican ? 'invalid' : 'not-applicable',
  };
}
