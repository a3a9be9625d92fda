/**
 * The constants and limits both the server and the web rely on (docs/behaviour.md, "Limits and
 * constants"), and the enums; what only the screens use lives in web/src/config.
 */

export const CURRENCY = 'SAR';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLE: Role = 'admin';

/** The documented payment method, and the default: a card, paid before the order ships. */
export const PAYMENT_METHOD = 'creditcard';
/** Cash on delivery: the order waits unpaid until the courier collects the cash (issue 25). */
export const CASH_ON_DELIVERY = 'cod';
export const PAYMENT_METHODS = [PAYMENT_METHOD, CASH_ON_DELIVERY] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
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
/**
 * Why a refunded order's payment went back to the card: duplicate (another order had paid for
 * the same cart), admin (refunded by the shop), late (approved only after the order had expired
 * unpaid; docs/decisions.md).
 */
export const REFUND_REASONS = ['duplicate', 'admin', 'late'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
/**
 * The carriers the shop knows by name, with their public tracking pages (the server's
 * shipping/carriers.ts); an admin may name another carrier and give its tracking page.
 */
export const KNOWN_CARRIERS = ['SMSA', 'Aramex', 'SPL'] as const;
export type KnownCarrier = (typeof KNOWN_CARRIERS)[number];
/** Addresses one shopper's address book holds at most. */
export const MAX_ADDRESSES_PER_USER = 10;
/** The longest delivery a zone may quote, in days. */
export const MAX_DELIVERY_DAYS = 60;
/** The largest delivery or cash-on-delivery fee, SAR. */
export const MAX_SHIPPING_FEE = 10_000;
/** What a cart or order line is of. */
export const ITEM_KINDS = ['product', 'package'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
/** Where card payments are made (PAYMENT_PROVIDER). */
export const PAYMENT_PROVIDERS = ['sandbox', 'moyasar'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** Prices include VAT at this rate; orders show it apart. */
export const VAT_RATE = 0.15;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_REQUEST = 4;

export const PRODUCT_YEAR_MIN = 1980;
export const PRODUCT_YEAR_MAX = 2024;

/** The oldest model year a fitment or a catalog model may name (docs/behaviour.md, "Fitment"). */
export const FITMENT_YEAR_MIN = 1950;
/** The most fitments one product or package carries. */
export const MAX_FITMENTS = 500;
/** The longest part number (the maker's, or one OEM number), in characters. */
export const PART_NUMBER_MAX_LENGTH = 40;
/** The most OEM numbers one product carries. */
export const MAX_OEM_NUMBERS = 50;
/** The longest note of a fitment, in characters. */
export const FITMENT_NOTES_MAX_LENGTH = 200;

/** The newest model year a fitment may name: next year's models are sold from the autumn. */
export const fitmentYearMax = (now = new Date()): number => now.getFullYear() + 1;

export const CART_ITEM_QUANTITY = 1;
export const CART_MIN_QUANTITY = 1;
/** The most of one item a cart line holds. */
export const CART_MAX_QUANTITY = 99;

export const MAX_PAGE_LIMIT = 100;

/** The shop's name: the home page's title and the header's brand. */
export const SHOP_NAME = 'Qitaa Auto Parts';
/** The brand «قطاع» (Qitaa) followed by its trade, as Saudi shop names read («… لقطع غيار السيارات»). */
export const SHOP_NAME_AR = 'قطاع لقطع غيار السيارات';

/**
 * What an order and its invoice show in place of the customer's name, phone and address once the
 * customer deleted their account (the order and its tax documents are kept, as the law requires).
 */
export const DELETED_CUSTOMER_PLACEHOLDER = '[deleted]';
