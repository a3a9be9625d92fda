/**
 * Stable machine codes of the API's errors. Every error answer carries one beside its English
 * `message`, so that clients show it in their own language and never compare sentences.
 *
 * The server finds the code from the message it throws (the tables below); a message not listed
 * gets the generic code of its HTTP status, so a new refusal is never left without a code.
 */
import { PAYMENT_MESSAGES, VALIDATION } from './messages.js';

/** The code of any error whose message has no code of its own, by HTTP status. */
export const STATUS_ERROR_CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
} as const;

/** Messages the API answers word for word, and their codes. */
export const MESSAGE_ERROR_CODES = {
  // Accounts (the forms' fixed texts)
  NAME_TOO_SHORT: VALIDATION.nameMin,
  NAME_REQUIRED: VALIDATION.nameRequired,
  PHONE_INVALID: VALIDATION.phoneInvalid,
  PHONE_REQUIRED: VALIDATION.phoneRequired,
  EMAIL_INVALID: VALIDATION.emailInvalid,
  EMAIL_REQUIRED: VALIDATION.emailRequired,
  PASSWORD_TOO_SHORT: VALIDATION.passwordMin,
  PASSWORD_REQUIRED: VALIDATION.passwordRequired,
  PASSWORD_NOT_MATCHED: VALIDATION.loginPassword,
  PASSWORD_TOO_LONG: 'Password must be at most 72 characters',
  LOGIN_FAILED: 'Incorrect email or password.',
  RESET_CODE_INVALID: 'The code is wrong or has expired.',
  EMAIL_TAKEN: 'This email is already registered.',
  MOBILE_TAKEN: 'This mobile number is already registered.',
  LOGIN_REQUIRED: 'Please log in first.',
  SESSION_ENDED: 'Your session has ended. Please log in again.',
  ADMIN_ONLY: 'Only admins may do this.',
  USER_NOT_FOUND: 'User not found.',
  LAST_ADMIN: 'The last admin cannot be deleted.',
  // Vehicles
  VIN_INVALID: VALIDATION.vin,
  VIN_DUPLICATE: 'You already have a car registered with this Vehicle Number.',
  CAR_NOT_FOUND: 'Car not found.',
  CAR_BRAND_NOT_FOUND: 'Car brand not found.',
  CAR_BRAND_EXISTS: 'This brand exists already.',
  CAR_LOGO_REQUIRED: "Choose the car's brand (its logo).",
  CAR_ONE_LOGO: 'Send one logo image.',
  CAR_DETAILS_OR_VIN: 'Give the VIN, or the model, year, agency and warranty',
  MILEAGE_INVALID: 'Mileage must be a whole number of kilometres, 0 or more',
  // Catalog
  SEARCH_EMPTY: VALIDATION.searchEmpty,
  PRODUCT_NOT_FOUND: 'Product not found.',
  PRODUCT_REQUIRED_FIELDS: VALIDATION.productRequired,
  CATEGORY_NOT_FOUND: 'Category not found.',
  CATEGORY_UNKNOWN: 'The category does not exist.',
  CATEGORY_REQUIRED_FIELDS: VALIDATION.categoryRequired,
  PACKAGE_NOT_FOUND: 'Package not found.',
  PACKAGE_REQUIRED_FIELDS: VALIDATION.packageRequired,
  PACKAGE_PRODUCTS_REQUIRED: VALIDATION.packageProductIds,
  IMAGE_REQUIRED: 'Add at least one image.',
  IMAGE_FORMAT: VALIDATION.imageFormat,
  IMAGE_TOO_LARGE: 'Each image must be at most 5 MB.',
  UPLOAD_UNREADABLE: 'The upload could not be read.',
  UPLOAD_FIELD_UNEXPECTED: 'Unexpected file field.',
  UPLOAD_TOO_MANY_FIELDS: 'Too many form fields.',
  UPLOAD_FIELD_TOO_LARGE: 'A form field is too large.',
  // Cart
  CART_ONE_ITEM: 'Send either productId or packageId.',
  CART_ITEM_MISSING: 'This item is not in your cart.',
  QUANTITY_INVALID: 'Quantity must be a whole number of at least 1',
  QUANTITY_TOO_LARGE: 'Quantity must be at most 99',
  // Orders and payment
  PAYMENT_PHONE_INVALID: VALIDATION.paymentPhone,
  CARD_MUST_START_WITH_4: VALIDATION.cardStartsWith4,
  EXPIRY_MONTH_INVALID: PAYMENT_MESSAGES.expiryMonth,
  EXPIRY_YEAR_INVALID: PAYMENT_MESSAGES.expiryYear,
  CARD_EXPIRED: PAYMENT_MESSAGES.cardExpired,
  CART_EMPTY: PAYMENT_MESSAGES.cartEmpty,
  PAYMENT_METHOD_INVALID: PAYMENT_MESSAGES.paymentMethod,
  CARD_NAME_REQUIRED: 'Name on card is required',
  FULL_NAME_REQUIRED: 'Full name is required',
  ADDRESS_REQUIRED: 'Address is required',
  ORDER_NOT_FOUND: 'Order not found.',
  ORDER_UPDATE_EMPTY: 'Send paymentStatus or shippingStatus.',
  PAYMENT_NOT_FOUND: 'Payment not found.',
  PAYMENT_UNKNOWN: 'No order has this payment.',
  PAYMENT_ID_REQUIRED: 'A payment id is required.',
  PAYMENT_DECISION_INVALID: 'Choose approve or decline.',
  PAYMENT_UNAVAILABLE:
    'The payment service is unavailable right now. Please try again in a few minutes.',
  SANDBOX_UNKNOWN_CARD:
    'The sandbox takes only its test cards: 4111 1111 1111 1111 (approved) and ' +
    '4000 0000 0000 0002 (declined).',
  WEBHOOK_SECRET_INVALID: 'Invalid webhook secret.',
  WEBHOOK_PAYMENT_MISSING: 'The webhook names no payment.',
  PAYMENT_CARD_OR_TOKEN: 'Send either cardDetails or token, not both.',
  PAYMENT_TOKENS_NOT_TAKEN: 'This shop takes card details, not tokens: send cardDetails.',
  PAYMENT_TOKEN_INVALID: 'The card token is not valid.',
  ITEM_OUT_OF_STOCK: 'This item is out of stock.',
  REFUND_FAILED:
    'The payment service did not refund the payment. The order is still paid; try again later.',
  REFUND_UNDER_WAY: 'A refund of this order is under way or done already.',
  INVOICE_NOT_ISSUED: 'The order is not paid yet: its invoice is issued once it is paid.',
  LANGUAGE_INVALID: 'Language must be en or ar',
  IMAGE_STORE_UNAVAILABLE: 'The image store cannot be reached right now.',
  // Contact messages
  MESSAGE_NOT_FOUND: 'Message not found.',
  // Requests in general
  ID_INVALID: 'Invalid id.',
  JSON_INVALID: 'The request body is not valid JSON.',
  JSON_REQUIRED: 'Send the request body as JSON.',
  FIELD_UNKNOWN: 'The request names a field that does not exist.',
  INPUT_INVALID: 'Invalid input.',
  DATABASE_UNAVAILABLE: 'The database is unavailable. Please try again shortly.',
  INTERNAL_ERROR: 'Internal server error.',
} as const;

/**
 * Messages with a number or a name in them: the code, and the parameters read from the message
 * (so a translation can say the same, e.g. how many digits were typed).
 */
export const PATTERN_ERROR_CODES: ReadonlyArray<{
  code: string;
  pattern: RegExp;
  params?: readonly string[];
}> = [
  {
    code: 'CARD_NUMBER_LENGTH',
    pattern: /^Card number must be 16 digits\. You entered (\d+) digits\.$/,
    params: ['count'],
  },
  {
    code: 'CVC_LENGTH',
    pattern: /^CVC must be 3 digits\. You entered (\d+) digits\.$/,
    params: ['count'],
  },
  { code: 'PRODUCTS_UNKNOWN', pattern: /^These product ids do not exist: / },
  { code: 'PRODUCT_IDS_INVALID', pattern: /^Each product id must be the id of a product$/ },
  {
    code: 'PACKAGE_TOO_MANY_PRODUCTS',
    pattern: /^A package holds at most (\d+) products$/,
    params: ['max'],
  },
  { code: 'TOO_MANY_IMAGES', pattern: /^At most (\d+) images per request\.$/, params: ['max'] },
  {
    code: 'TOO_MANY_ATTEMPTS',
    pattern: /^Too many attempts\. Please try again in (\d+) (second|minute)s?\.$/,
    params: ['count', 'unit'],
  },
  {
    code: 'CART_LINE_LIMIT',
    pattern: /^A cart line holds at most (\d+) of an item: you have reached it\.$/,
    params: ['max'],
  },
  { code: 'ITEM_STOCK_LEFT', pattern: /^Only (\d+) left in stock\.$/, params: ['count'] },
  {
    code: 'ORDER_ITEM_OUT_OF_STOCK',
    pattern: /^(.+) is out of stock\. Remove it from your cart\.$/,
    params: ['name'],
  },
  {
    code: 'ORDER_ITEM_STOCK_SHORT',
    pattern: /^(.+): only (\d+) left in stock\. Lower the quantity in your cart\.$/,
    params: ['name', 'count'],
  },
  {
    code: 'BODY_TOO_DEEP',
    pattern: /^The (?:request body|query string) is nested too deeply \(at most (\d+) levels\)\.$/,
    params: ['max'],
  },
  {
    code: 'BODY_LIST_TOO_LONG',
    pattern: /^A list in the (?:request body|query string) has more than (\d+) items\.$/,
    params: ['max'],
  },
  {
    code: 'BODY_TOO_MANY_FIELDS',
    pattern: /^An object in the (?:request body|query string) has more than (\d+) fields\.$/,
    params: ['max'],
  },
  {
    code: 'BODY_TOO_MANY_VALUES',
    pattern: /^The (?:request body|query string) holds more than (\d+) values\.$/,
    params: ['max'],
  },
  { code: 'VALUE_INVALID', pattern: /^Invalid value for (.+)\.$/, params: ['field'] },
  { code: 'DATE_INVALID', pattern: /^(.+) must be a date \(YYYY-MM-DD\)$/, params: ['field'] },
  { code: 'YEAR_INVALID', pattern: /^(?:Year|year) must be a whole number/ },
  { code: 'PRICE_INVALID', pattern: /^Price must be/ },
  { code: 'STATUS_INVALID', pattern: /^(?:Payment|Shipping) status must be one of / },
  { code: 'CATEGORY_INVALID', pattern: /^Category (?:is required|must be the id of a category)$/ },
  {
    code: 'TEXT_TOO_LONG',
    pattern: /^(.+) must be at most ([\d,]+) characters$/,
    params: ['field', 'max'],
  },
  {
    code: 'VALUE_TOO_LARGE',
    pattern: /^(.+) must be at most ([\d,]+)(?: km)?$/,
    params: ['field', 'max'],
  },
  { code: 'FIELD_REQUIRED', pattern: /^(.+) is required$/, params: ['field'] },
  { code: 'BOOLEAN_INVALID', pattern: /^(.+) must be true or false$/, params: ['field'] },
  { code: 'TEXT_INVALID', pattern: /^(.+) must be text$/, params: ['field'] },
  // Last: the generic rules of numbers, after the fields that have codes of their own.
  { code: 'NUMBER_INVALID', pattern: /^(.+) must be a whole number/, params: ['field'] },
  {
    code: 'VALUE_TOO_SMALL',
    pattern: /^(.+) must be at least ([\d,]+)$/,
    params: ['field', 'min'],
  },
];

export type StatusErrorCode = (typeof STATUS_ERROR_CODES)[keyof typeof STATUS_ERROR_CODES];
export type MessageErrorCode = keyof typeof MESSAGE_ERROR_CODES;
export type ErrorCode = StatusErrorCode | MessageErrorCode | string;

/** Every code the API can answer (for documentation and for clients' translation tables). */
export const ERROR_CODES: readonly string[] = [
  ...new Set([
    ...Object.keys(MESSAGE_ERROR_CODES),
    ...PATTERN_ERROR_CODES.map(({ code }) => code),
    ...Object.values(STATUS_ERROR_CODES),
    'PAYMENT_REFUSED',
  ]),
];

export interface ErrorCodeMatch {
  code: ErrorCode;
  /** What the message says beyond its code, such as `{count: 12}` typed digits. */
  params?: Record<string, string>;
}

const CODE_OF_MESSAGE = new Map<string, string>(
  Object.entries(MESSAGE_ERROR_CODES).map(([code, message]) => [message.trim(), code]),
);

/** The generic code of an HTTP status (its class's code for statuses not listed). */
export function statusErrorCode(statusCode: number): string {
  const listed = (STATUS_ERROR_CODES as Record<number, string>)[statusCode];
  if (listed) return listed;
  return statusCode >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}

/** The code of an error message, or null when the message has none of its own. */
export function messageErrorCode(message: string): ErrorCodeMatch | null {
  const exact = CODE_OF_MESSAGE.get(message.trim());
  if (exact) return { code: exact };
  for (const { code, pattern, params } of PATTERN_ERROR_CODES) {
    const match = pattern.exec(message);
    if (!match) continue;
    if (!params) return { code };
    return {
      code,
      params: Object.fromEntries(params.map((name, index) => [name, match[index + 1] ?? ''])),
    };
  }
  return null;
}

/** The code of an error answer: its message's own, else its status's. */
export function errorCodeOf(statusCode: number, message: string): ErrorCodeMatch {
  return messageErrorCode(message) ?? { code: statusErrorCode(statusCode) };
}
