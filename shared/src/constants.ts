/** The shop's constants and limits (docs/behaviour.md, "Limits and constants") and its enums. */

export const CURRENCY = 'SAR';
export const COPYRIGHT_YEAR = 2024;

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLE: Role = 'admin';

export const PAYMENT_METHOD = 'creditcard';
export const PAYMENT_STATUSES = ['initiated', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const SHIPPING_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'canceled',
] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];
/** Prices include VAT at this rate; orders show it apart. */
export const VAT_RATE = 0.15;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_REQUEST = 4;
/** Hints only: these counts are not enforced. */
export const HINT_IMAGES_MIN = 2;
export const HINT_IMAGES_MAX = 4;
export const HINT_PACKAGE_PRODUCTS_MIN = 2;

export const PRODUCT_YEAR_MIN = 1980;
export const PRODUCT_YEAR_MAX = 2024;

export const CART_ITEM_QUANTITY = 1;
export const CART_MIN_QUANTITY = 1;
export const CARD_WORDS = 3;

export const CAROUSEL_IMAGES = 3;
export const CAROUSEL_INTERVAL_MS = 3000;
export const BACK_TO_TOP_THRESHOLD_PX = 20;
export const SIDEBAR_WIDTH_PX = 250;

export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_MAX_COUNT = 20;
export const TOAST_CART_MS = 3000;

export const CARD_EXPIRY_YEARS_AHEAD = 4;
export const MAX_PAGE_LIMIT = 100;

export const BUSINESS_HOURS = '8:00-5:00';
export const LOCATION = 'Jeddah, Saudi Arabia';

/** Cuts a card's name or description to its first words, as the catalog's cards do. */
export function firstWords(text: string, count: number = CARD_WORDS): string {
  return text.trim().split(/\s+/).slice(0, count).join(' ');
}

/** The years the payment form offers: this year and the next four. */
export function cardExpiryYears(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: CARD_EXPIRY_YEARS_AHEAD + 1 }, (_, i) => year + i);
}

/** The shop's name: the home page's title and the header's brand. */
export const SHOP_NAME = 'Qitaa Auto Parts';
export const SHOP_NAME_AR = 'قطع لغيار السيارات';
/** The provider's phone, shown on Contact (the number is displayed). */
export const CONTACT_PHONE = '+966 12 345 6789';
