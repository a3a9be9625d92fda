/** The languages the shop writes to a user in (mails): the web app's two. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_INVALID = 'Language must be en or ar';
