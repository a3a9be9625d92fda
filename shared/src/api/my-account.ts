import type { Language } from './accounts.js';
import type { Cart } from './cart.js';
import type { PublicUser } from './envelope.js';
import type { UserCar } from './garage.js';
import type { OrderView } from './orders.js';
import type { SavedAddress } from './shipping.js';

/** The caller's own account (`GET /api/user/me`): what the admin list shows, and the language. */
export interface MyAccount extends PublicUser {
  /** The language of the mails the shop sends the user. */
  language: Language;
}

/** `PUT /api/user/me`: each field sent is changed (checked as at register), the others kept. */
export interface UpdateMyAccountRequest {
  name?: string;
  /** A plus and a country code, or a Saudi mobile as 05XXXXXXXX (kept as +9665XXXXXXXX). */
  mobile?: string;
  language?: Language;
}

export interface MyAccountAnswer {
  message: string;
  user: MyAccount;
}

/** `PUT /api/user/password`: every other session of the user ends. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** `DELETE /api/user/me`: the password again, as the account cannot be brought back. */
export interface DeleteMyAccountRequest {
  password: string;
}

/** What the shopper agrees to be mailed beyond their orders; each off until turned on. */
export const CONSENTS = ['serviceReminders', 'offers'] as const;
export type Consent = (typeof CONSENTS)[number];

/**
 * What a one-click unsubscribe link (List-Unsubscribe) turns off: a consent, or `stockAlerts` —
 * every "notify me when back in stock" the shopper still waits for.
 */
export const UNSUBSCRIBE_TOPICS = [...CONSENTS, 'stockAlerts'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

/** `POST /api/unsubscribe/{token}`: what was turned off. */
export interface UnsubscribeAnswer {
  message: string;
  topic: UnsubscribeTopic;
}

/** `POST/DELETE /api/products/{id}/notify`: whether a mail waits for the product's stock. */
export interface StockNotifyAnswer {
  message: string;
  notify: boolean;
}

/** `GET /api/user/me/preferences`, and what `PUT` sends (any of the two). */
export type Preferences = Record<Consent, boolean>;
export type UpdatePreferencesRequest = Partial<Preferences>;

export interface PreferencesAnswer {
  message: string;
  preferences: Preferences;
}

/** One change of a consent, as recorded. Dates are ISO strings on the wire. */
export interface ConsentChange<When = string> {
  consent: Consent;
  given: boolean;
  at: When;
}

/**
 * `GET /api/user/me/export`: everything the shop keeps about the caller, as one JSON file. Never
 * a password hash, a reset code or a token.
 */
export interface MyDataExport<When = string> {
  exportedAt: When;
  profile: MyAccount & { createdAt: When };
  cars: UserCar[];
  addresses: SavedAddress[];
  cart: Cart;
  /** Each with its invoice's number once paid. */
  orders: OrderView<When>[];
  consents: { current: Preferences; changes: ConsentChange<When>[] };
  /** Each car's mileages as given, and the services it had (what its reminders reckon from). */
  carHistory: CarHistory<When>[];
  /** The products the shopper waits for, to be mailed when back in stock. */
  stockAlerts: { productId: string; since: When }[];
}

/** A garage car's readings and services, oldest first. */
export interface CarHistory<When = string> {
  carId: string;
  mileageReadings: { mileage: number; at: When }[];
  services: { packageId: string; mileage: number; at: When; source: 'order' | 'elsewhere' }[];
}
