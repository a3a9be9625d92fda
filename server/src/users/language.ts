import type { Language } from '@shop/shared';

/** The language a user is written to in (mails) until they choose. */
export const DEFAULT_LANGUAGE: Language = 'en';
