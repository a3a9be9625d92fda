import type { Role } from '../constants.js';
import type { PublicUser } from './envelope.js';

/** The shop's two languages: the web app's, and those of the mails it sends a user. */
export const LANGUAGE_CODES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGE_CODES)[number];

/** The web app's language until the reader chooses, and a user's mails' until they do. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGE_CODES.includes(value as Language);

/**
 * The cookie in which the web app keeps the reader's language, so that the server answers Home
 * already drawn in it (web/dist/home-<language>.html).
 */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The cookie the web app keeps while a shopper is logged in (its value, 1, says nothing more: the
 * session's token stays in localStorage), so that the server does not answer a screen drawn for
 * a visitor (server/src/drawn-pages.ts) to a shopper whose screen differs.
 */
export const SIGNED_IN_COOKIE = 'signedIn';

/** The value of the cookie `name` in a Cookie header (or `document.cookie`), if it is there. */
export function cookieIn(cookies: string | undefined, name: string): string | undefined {
  for (const pair of (cookies ?? '').split(';')) {
    const [key, value] = pair.split('=').map((part) => part.trim());
    if (key === name) return value;
  }
  return undefined;
}

/** The language a Cookie header (or `document.cookie`) keeps in LANGUAGE_COOKIE, if any. */
export function languageInCookies(cookies: string | undefined): Language | undefined {
  const value = cookieIn(cookies, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : undefined;
}

/** What the register form sends; the phone goes as `mobile`. */
export interface RegisterRequest {
  name: string;
  mobile: string;
  email: string;
  password: string;
  /** The language of the mails the shop sends. */
  language?: Language;
  /** Consents given at register (the form's unticked boxes): each off unless sent true. */
  serviceReminders?: boolean;
  offers?: boolean;
}

export interface LoginRequest {
  email: string;
  password: string;
  language?: Language;
}

export interface LoginAnswer {
  message: string;
  token: string;
  user: PublicUser;
  payload: { role: Role };
}

export interface ForgetCodeRequest {
  email: string;
}

export interface ResetPasswordRequest {
  email: string;
  code: string;
  password: string;
}

/** `GET /api/user/allUsers`, newest first. */
export interface UsersAnswer {
  users: PublicUser[];
  /** With ?page= or ?limit=: how many there are in all. */
  total?: number;
}

export interface LanguageAnswer {
  message: string;
  language: Language;
}

/** A visitor's message to the shop. */
export interface ContactMessageRequest {
  name: string;
  email: string;
  description: string;
}

/**
 * A visitor's message as the back office lists it. Dates are ISO strings on the wire; the
 * server builds answers with Date objects (`ContactMessage<Date>`), which JSON turns into them.
 */
export interface ContactMessage<When = string> extends ContactMessageRequest {
  _id: string;
  createdAt: When;
  /** Whether an admin marked it answered (false until then). */
  answered: boolean;
}

/** `PUT /api/message/answered/{id}` (admin): marks a message answered, or not answered. */
export interface MessageAnsweredRequest {
  answered: boolean;
}

export interface MessageAnsweredAnswer {
  message: string;
  /** The message's id and its mark as it now stands. */
  _id: string;
  answered: boolean;
}

export interface MessagesAnswer<When = string> {
  message: string;
  messages: ContactMessage<When>[];
  /** With ?page= or ?limit=: how many there are in all. */
  total?: number;
}

/**
 * `GET /api/payment/config`: which payment flow the web app uses; with Moyasar, the publishable
 * key and Moyasar's tokens API, where the browser tokenizes the card.
 */
export type PaymentConfigAnswer =
  { provider: 'sandbox' } | { provider: 'moyasar'; publishableKey: string; tokensUrl: string };
