import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { westernDigits } from '@shop/shared';

export const RESET_CODE_VALID_MINUTES = 15;
export const RESET_CODE_MAX_FAILURES = 5;

/** Six digits from a CSPRNG, leading zeros kept. */
export const newResetCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * Codes are kept as an HMAC under the server's secret: a copy of the database alone cannot be
 * searched for the million possible codes.
 */
export const hashResetCode = (code: string, secret: string): string =>
  createHmac('sha256', secret).update(`password-reset:${code}`).digest('hex');

/** Whether the typed code is the kept one (trimmed, Arabic-Indic digits read as 0-9). */
export function resetCodeMatches(typed: string, storedHash: string, secret: string): boolean {
  const given = Buffer.from(hashResetCode(westernDigits(typed.trim()), secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
