import { MESSAGE_ERROR_CODES, statusErrorCode, type Language } from '@shop/shared';
import { formatNumber } from './format';

/**
 * The API's error codes (@shop/shared errors.ts) in the reader's language. `{count}` and `{max}`
 * are the error's params, written in the language's digits.
 */
const AR: Record<string, string> = {
  // Generic, by HTTP status
  BAD_REQUEST: 'تعذّر تنفيذ الطلب. راجع البيانات المُدخلة وحاول مرة أخرى.',
  UNAUTHORIZED: 'يُرجى تسجيل الدخول أولاً.',
  PAYMENT_REQUIRED: 'يلزم إتمام الدفع أولاً.',
  FORBIDDEN: 'ليست لديك صلاحية للقيام بذلك.',
  NOT_FOUND: 'لم نعثر على ما تبحث عنه.',
  METHOD_NOT_ALLOWED: 'هذا الإجراء غير متاح هنا.',
  NOT_ACCEPTABLE: 'تعذّر تقديم الرد بالصيغة المطلوبة.',
  REQUEST_TIMEOUT: 'استغرق الطلب وقتاً أطول من اللازم. حاول مرة أخرى.',
  CONFLICT: 'يتعارض هذا الطلب مع بيانات موجودة مسبقاً.',
  GONE: 'لم يعد هذا العنصر متاحاً.',
  PAYLOAD_TOO_LARGE: 'حجم البيانات المرسلة أكبر من المسموح.',
  UNSUPPORTED_MEDIA_TYPE: 'نوع الملف غير مدعوم.',
  UNPROCESSABLE_ENTITY: 'تعذّرت معالجة البيانات المُدخلة.',
  TOO_MANY_REQUESTS: 'محاولات كثيرة جداً. انتظر قليلاً ثم حاول مرة أخرى.',
  INTERNAL_ERROR: 'حدث خطأ غير متوقع. حاول مرة أخرى بعد قليل.',
  BAD_GATEWAY: 'تعذّر الوصول إلى خدمة خارجية. حاول مرة أخرى بعد قليل.',
  SERVICE_UNAVAILABLE: 'الخدمة غير متاحة حالياً. حاول مرة أخرى بعد قليل.',
  GATEWAY_TIMEOUT: 'لم تستجب خدمة خارجية في الوقت المحدد. حاول مرة أخرى.',
  // Accounts
  NAME_TOO_SHORT: 'يجب أن يتكون الاسم من ٣ أحرف على الأقل',
  NAME_REQUIRED: 'الاسم مطلوب',
  PHONE_INVALID: 'رقم الجوال غير صالح، يجب أن يبدأ بعلامة +',
  PHONE_REQUIRED: 'رقم الجوال مطلوب',
  EMAIL_INVALID: 'البريد الإلكتروني غير صحيح، يرجى المحاولة مرة أخرى!',
  EMAIL_REQUIRED: 'البريد الإلكتروني مطلوب',
  PASSWORD_TOO_SHORT: 'يجب أن تتكون كلمة المرور من ٦ أحرف على الأقل',
  PASSWORD_REQUIRED: 'كلمة المرور مطلوبة',
  PASSWORD_NOT_MATCHED: 'كلمة المرور غير صحيحة، يرجى المحاولة مرة أخرى!',
  PASSWORD_TOO_LONG: 'يجب ألا تزيد كلمة المرور على ٧٢ حرفاً',
  LOGIN_FAILED: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  RESET_CODE_INVALID: 'الرمز غير صحيح أو انتهت صلاحيته.',
  EMAIL_TAKEN: 'هذا البريد الإلكتروني مسجّل مسبقاً.',
  MOBILE_TAKEN: 'رقم الجوال هذا مسجّل مسبقاً.',
  LOGIN_REQUIRED: 'يُرجى تسجيل الدخول أولاً.',
  SESSION_ENDED: 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  ADMIN_ONLY: 'هذا الإجراء متاح للمشرفين فقط.',
  USER_NOT_FOUND: 'لم يُعثر على المستخدم.',
  LAST_ADMIN: 'لا يمكن حذف آخر مشرف.',
  // Vehicles
  VIN_INVALID: 'يجب أن يتكون رقم الهيكل من ١٧ حرفاً ورقماً، دون الأحرف I وO وQ.',
  VIN_DUPLICATE: 'لديك مركبة مسجّلة بهذا الرقم مسبقاً.',
  CAR_NOT_FOUND: 'لم يُعثر على المركبة.',
  CAR_BRAND_NOT_FOUND: 'لم يُعثر على العلامة التجارية.',
  CAR_BRAND_EXISTS: 'هذه العلامة التجارية موجودة مسبقاً.',
  CAR_LOGO_REQUIRED: 'اختر العلامة التجارية لمركبتك (شعارها).',
  CAR_ONE_LOGO: 'أرسل صورة شعار واحدة فقط.',
  CAR_DETAILS_OR_VIN: 'أدخل رقم الهيكل، أو الطراز وسنة الصنع والوكالة والضمان.',
  MILEAGE_INVALID: 'يجب أن يكون عدد الكيلومترات رقماً صحيحاً، صفراً أو أكثر.',
  // Catalog
  SEARCH_EMPTY: 'لم تُدخل شيئاً - يُرجى إدخال معيار بحث واحد على الأقل.',
  PRODUCT_NOT_FOUND: 'لم يُعثر على المنتج.',
  PRODUCT_REQUIRED_FIELDS: 'يجب تعبئة خمسة حقول على الأقل للمنتج واختيار التصنيف.',
  CATEGORY_NOT_FOUND: 'لم يُعثر على التصنيف.',
  CATEGORY_UNKNOWN: 'التصنيف المختار غير موجود.',
  CATEGORY_REQUIRED_FIELDS: 'يجب تعبئة جميع الحقول.',
  PACKAGE_NOT_FOUND: 'لم يُعثر على الباقة.',
  PACKAGE_REQUIRED_FIELDS: 'يجب تعبئة جميع الحقول.',
  PACKAGE_PRODUCTS_REQUIRED: 'يجب اختيار منتج واحد على الأقل.',
  IMAGE_REQUIRED: 'أضف صورة واحدة على الأقل.',
  IMAGE_FORMAT: 'يُرجى رفع صورة بصيغة مدعومة فقط (jpg أو jpeg أو png أو gif أو bmp أو webp).',
  IMAGE_TOO_LARGE: 'يجب ألا يزيد حجم كل صورة على ٥ ميغابايت.',
  UPLOAD_UNREADABLE: 'تعذّرت قراءة الملف المرفوع.',
  UPLOAD_FIELD_UNEXPECTED: 'حقل ملف غير متوقع.',
  UPLOAD_TOO_MANY_FIELDS: 'عدد حقول النموذج أكبر من المسموح.',
  UPLOAD_FIELD_TOO_LARGE: 'أحد حقول النموذج أطول من المسموح.',
  // Cart
  CART_ONE_ITEM: 'اختر منتجاً أو باقة.',
  CART_ITEM_MISSING: 'هذا العنصر ليس في سلتك.',
  QUANTITY_INVALID: 'يجب أن تكون الكمية رقماً صحيحاً، واحداً على الأقل.',
  QUANTITY_TOO_LARGE: 'يجب ألا تزيد الكمية على ٩٩.',
  // Orders and payment
  PAYMENT_PHONE_INVALID: 'يُرجى إدخال رقم جوال صحيح يبدأ بالرمز + ثم رمز الدولة.',
  CARD_MUST_START_WITH_4: 'يجب أن يبدأ رقم البطاقة بالرقم ٤.',
  EXPIRY_MONTH_INVALID: 'يجب أن يكون شهر الانتهاء من ١ إلى ١٢.',
  EXPIRY_YEAR_INVALID: 'يجب أن تكون سنة الانتهاء من أربعة أرقام.',
  CARD_EXPIRED: 'انتهت صلاحية البطاقة.',
  CART_EMPTY: 'سلتك فارغة. أضف منتجات قبل الطلب.',
  PAYMENT_METHOD_INVALID: 'طريقة الدفع المتاحة هي البطاقة الائتمانية فقط.',
  CARD_NAME_REQUIRED: 'الاسم على البطاقة مطلوب',
  FULL_NAME_REQUIRED: 'الاسم الكامل مطلوب',
  ADDRESS_REQUIRED: 'العنوان مطلوب',
  ORDER_NOT_FOUND: 'لم يُعثر على الطلب.',
  ORDER_UPDATE_EMPTY: 'اختر حالة الدفع أو حالة الشحن.',
  PAYMENT_NOT_FOUND: 'لم يُعثر على عملية الدفع.',
  PAYMENT_UNKNOWN: 'لا يوجد طلب مرتبط بعملية الدفع هذه.',
  PAYMENT_ID_REQUIRED: 'رقم عملية الدفع مطلوب.',
  PAYMENT_DECISION_INVALID: 'اختر القبول أو الرفض.',
  PAYMENT_UNAVAILABLE: 'خدمة الدفع غير متاحة حالياً. حاول مرة أخرى بعد دقائق.',
  PAYMENT_REFUSED: 'رفضت جهة الدفع بيانات البطاقة. تحقّق منها وحاول مرة أخرى.',
  SANDBOX_UNKNOWN_CARD:
    'بيئة التجربة تقبل بطاقتيها التجريبيتين فقط: 4111 1111 1111 1111 (مقبولة) و4000 0000 0000 0002 (مرفوضة).',
  WEBHOOK_SECRET_INVALID: 'الرمز السري للإشعار غير صحيح.',
  WEBHOOK_PAYMENT_MISSING: 'لا يذكر الإشعار أي عملية دفع.',
  PAYMENT_CARD_OR_TOKEN: 'أرسل بيانات البطاقة أو رمزها، لا الاثنين معاً.',
  PAYMENT_TOKENS_NOT_TAKEN: 'يقبل المتجر بيانات البطاقة مباشرة، لا رموز البطاقات.',
  PAYMENT_TOKEN_INVALID: 'رمز البطاقة غير صالح.',
  ITEM_OUT_OF_STOCK: 'نفدت الكمية المتوفرة من هذا المنتج.',
  REFUND_FAILED: 'لم تُنفّذ خدمة الدفع الاسترداد. ما زال الطلب مدفوعاً؛ حاول مرة أخرى لاحقاً.',
  REFUND_UNDER_WAY: 'استرداد مبلغ هذا الطلب جارٍ أو تمّ مسبقاً.',
  INVOICE_NOT_ISSUED: 'لم يُدفع الطلب بعد: تصدر فاتورته بعد الدفع.',
  LANGUAGE_INVALID: 'اللغة يجب أن تكون العربية أو الإنجليزية.',
  IMAGE_STORE_UNAVAILABLE: 'تعذّر الوصول إلى مخزن الصور حالياً. حاول مرة أخرى بعد قليل.',
  // Contact messages
  MESSAGE_NOT_FOUND: 'لم يُعثر على الرسالة.',
  // Requests in general
  ID_INVALID: 'المعرّف غير صالح.',
  JSON_INVALID: 'تعذّرت قراءة البيانات المرسلة.',
  JSON_REQUIRED: 'أرسل البيانات بصيغة JSON.',
  FIELD_UNKNOWN: 'يذكر الطلب حقلاً غير موجود.',
  INPUT_INVALID: 'البيانات المُدخلة غير صالحة.',
  DATABASE_UNAVAILABLE: 'قاعدة البيانات غير متاحة حالياً. حاول مرة أخرى بعد قليل.',
  // Messages with a number or a name in them
  CARD_NUMBER_LENGTH: 'يجب أن يتكوّن رقم البطاقة من ١٦ رقماً. عدد الأرقام المُدخلة: {count}.',
  CVC_LENGTH: 'يجب أن يتكوّن رمز التحقق من ٣ أرقام. عدد الأرقام المُدخلة: {count}.',
  PRODUCTS_UNKNOWN: 'بعض المنتجات المختارة غير موجودة.',
  PRODUCT_IDS_INVALID: 'يجب أن يكون كل عنصر منتجاً موجوداً.',
  PACKAGE_TOO_MANY_PRODUCTS: 'تضم الباقة {max} منتجاً على الأكثر.',
  TOO_MANY_IMAGES: 'يمكن رفع {max} صور على الأكثر في كل مرة.',
  TOO_MANY_ATTEMPTS: 'محاولات كثيرة جداً. حاول مرة أخرى بعد قليل.',
  VALUE_INVALID: 'إحدى القيم المُدخلة غير صالحة.',
  DATE_INVALID: 'التاريخ غير صالح: اكتبه بالشكل YYYY-MM-DD.',
  YEAR_INVALID: 'سنة الصنع يجب أن تكون رقماً صحيحاً من أربعة أرقام ضمن السنوات المتاحة.',
  PRICE_INVALID: 'يجب أن يكون السعر رقماً أكبر من صفر، بخانتين عشريتين على الأكثر.',
  STATUS_INVALID: 'الحالة المختارة غير معروفة.',
  CATEGORY_INVALID: 'اختر تصنيفاً موجوداً.',
  TEXT_TOO_LONG: 'النص أطول من المسموح ({max} حرفاً على الأكثر).',
  VALUE_TOO_LARGE: 'القيمة أكبر من المسموح ({max} على الأكثر).',
  FIELD_REQUIRED: 'يُرجى تعبئة جميع الحقول المطلوبة.',
  BOOLEAN_INVALID: 'اختر نعم أو لا.',
  TEXT_INVALID: 'يجب أن تكون القيمة نصاً.',
  CART_LINE_LIMIT: 'يتسع سطر السلة لـ {max} قطعة من المنتج على الأكثر، وقد بلغتَ الحد.',
  ITEM_STOCK_LEFT: 'المتبقي في المخزون {count} فقط.',
  ORDER_ITEM_OUT_OF_STOCK: 'نفد أحد منتجات سلتك من المخزون. احذفه من السلة ثم أكمل الطلب.',
  ORDER_ITEM_STOCK_SHORT: 'المتبقي من أحد منتجات سلتك {count} فقط. خفّض الكمية في السلة.',
  NUMBER_INVALID: 'يجب أن تكون القيمة رقماً صحيحاً.',
  VALUE_TOO_SMALL: 'القيمة أصغر من المسموح ({min} على الأقل).',
  BODY_TOO_DEEP: 'البيانات المرسلة متداخلة أكثر من المسموح.',
  BODY_LIST_TOO_LONG: 'تحتوي البيانات المرسلة على قائمة أطول من المسموح.',
  BODY_TOO_MANY_FIELDS: 'تحتوي البيانات المرسلة على حقول أكثر من المسموح.',
  BODY_TOO_MANY_VALUES: 'تحتوي البيانات المرسلة على قيم أكثر من المسموح.',
};

/** English: the server's own sentences (a code's message as the API words it). */
const EN: Record<string, string> = {
  BAD_REQUEST: 'The request could not be carried out. Check what you entered and try again.',
  UNAUTHORIZED: 'Please log in first.',
  PAYMENT_REQUIRED: 'Payment is required first.',
  FORBIDDEN: 'You may not do this.',
  NOT_FOUND: 'We could not find what you are looking for.',
  METHOD_NOT_ALLOWED: 'This action is not available here.',
  NOT_ACCEPTABLE: 'The answer cannot be given in the form asked for.',
  REQUEST_TIMEOUT: 'The request took too long. Please try again.',
  CONFLICT: 'This clashes with something that exists already.',
  GONE: 'This is no longer available.',
  PAYLOAD_TOO_LARGE: 'What was sent is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This type of file is not supported.',
  UNPROCESSABLE_ENTITY: 'What you entered could not be processed.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a moment and try again.',
  INTERNAL_ERROR: 'Internal server error.',
  BAD_GATEWAY: 'A service we rely on could not be reached. Please try again shortly.',
  SERVICE_UNAVAILABLE: 'The service is unavailable. Please try again shortly.',
  GATEWAY_TIMEOUT: 'A service we rely on did not answer in time. Please try again.',
  ...Object.fromEntries(Object.entries(MESSAGE_ERROR_CODES)),
  PAYMENT_REFUSED: 'The payment provider refused the card details. Check them and try again.',
  CARD_NUMBER_LENGTH: 'Card number must be 16 digits. You entered {count} digits.',
  CVC_LENGTH: 'CVC must be 3 digits. You entered {count} digits.',
  PRODUCTS_UNKNOWN: 'Some of the chosen products do not exist.',
  PRODUCT_IDS_INVALID: 'Each product id must be the id of a product',
  PACKAGE_TOO_MANY_PRODUCTS: 'A package holds at most {max} products',
  TOO_MANY_IMAGES: 'At most {max} images per request.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please try again later.',
  VALUE_INVALID: 'One of the values is not valid.',
  DATE_INVALID: 'The date is not valid: write it as YYYY-MM-DD.',
  YEAR_INVALID: 'The year must be a whole number within the years offered.',
  PRICE_INVALID: 'The price must be a number greater than 0, with at most 2 decimals.',
  STATUS_INVALID: 'The chosen status is not known.',
  CATEGORY_INVALID: 'Choose an existing category.',
  TEXT_TOO_LONG: 'The text is too long (at most {max} characters).',
  VALUE_TOO_LARGE: 'The value is too large (at most {max}).',
  FIELD_REQUIRED: 'Please fill in all required fields.',
  BOOLEAN_INVALID: 'Choose yes or no.',
  TEXT_INVALID: 'The value must be text.',
  CART_LINE_LIMIT: 'A cart line holds at most {max} of an item: you have reached it.',
  ITEM_STOCK_LEFT: 'Only {count} left in stock.',
  ORDER_ITEM_OUT_OF_STOCK: '{name} is out of stock. Remove it from your cart.',
  ORDER_ITEM_STOCK_SHORT: '{name}: only {count} left in stock. Lower the quantity in your cart.',
  NUMBER_INVALID: 'The value must be a whole number.',
  VALUE_TOO_SMALL: 'The value is too small (at least {min}).',
  BODY_TOO_DEEP: 'What was sent is nested too deeply.',
  BODY_LIST_TOO_LONG: 'What was sent holds a list that is too long.',
  BODY_TOO_MANY_FIELDS: 'What was sent holds too many fields.',
  BODY_TOO_MANY_VALUES: 'What was sent holds too many values.',
};

export const ERROR_TEXTS: Record<Language, Record<string, string>> = { en: EN, ar: AR };

/** An error answer of the API, or what a client knows of one. */
export interface ErrorDescription {
  code?: string;
  message?: string;
  params?: Record<string, string>;
  statusCode?: number;
}

/**
 * An API error in the reader's language. English shows the server's own message, word for word;
 * other languages translate its code, else its status's generic code, else show the message.
 */
export function errorText(language: Language, error: ErrorDescription): string | undefined {
  if (language === 'en' && error.message) return error.message;
  const texts = ERROR_TEXTS[language];
  const template =
    (error.code && texts[error.code]) ||
    (error.statusCode ? texts[statusErrorCode(error.statusCode)] : undefined);
  if (!template) return error.message;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = error.params?.[name];
    if (value === undefined) return whole;
    return /^\d+$/.test(value) ? formatNumber(Number(value), language) : value;
  });
}
