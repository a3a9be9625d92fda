/**
 * Every error the API answers, declared once by its stable code: its HTTP status, its English
 * sentence (the API's `message`, word for word) and its Arabic one (what the web app shows).
 * Clients switch on the code and never compare sentences; the server throws by code
 * (server/src/common/shop-error.ts), so rewording a sentence never changes a code.
 *
 * A sentence may hold `{name}` placeholders. `params` names those the answer publishes in its
 * `params` (a translation may use them: the Arabic sentence uses only these); any other
 * placeholder, such as the unknown ids of PRODUCTS_UNKNOWN, only fills in the English sentence.
 * A code worded differently in different places (a price too small, too large, not a number)
 * declares each wording by name (`en: { min: …, max: … }`), and a refusal names the one it says.
 *
 * A new code is one entry here: the compiler then makes the server's `shopError(code, …)` pass
 * its params, the OpenAPI document lists it, and the web shows it in Arabic.
 */
import {
  FITMENT_YEAR_MIN,
  PAYMENT_STATUSES,
  PRODUCT_YEAR_MAX,
  PRODUCT_YEAR_MIN,
  SHIPPING_STATUSES,
} from './constants.js';
import { API_MESSAGES, PAYMENT_MESSAGES, VALIDATION } from './messages.js';

interface ErrorDeclaration {
  status: number;
  /** The English sentence, or its wordings by name (the first is the code's usual one). */
  en: string | Readonly<Record<string, string>>;
  ar: string;
  /** The placeholders the answer publishes in `params`. */
  params?: readonly string[];
  /** The code every other error of `status` answers with (a refusal no entry declares). */
  generic?: true;
}

export const ERRORS = {
  // Generic, by HTTP status: the code of an error that has none of its own.
  BAD_REQUEST: {
    status: 400,
    generic: true,
    en: 'The request could not be carried out. Check what you entered and try again.',
    ar: 'تعذّر تنفيذ الطلب. راجع البيانات المُدخلة وحاول مرة أخرى.',
  },
  UNAUTHORIZED: {
    status: 401,
    generic: true,
    en: 'Please log in first.',
    ar: 'يُرجى تسجيل الدخول أولاً.',
  },
  PAYMENT_REQUIRED: {
    status: 402,
    generic: true,
    en: 'Payment is required first.',
    ar: 'يلزم إتمام الدفع أولاً.',
  },
  FORBIDDEN: {
    status: 403,
    generic: true,
    en: 'You may not do this.',
    ar: 'ليست لديك صلاحية للقيام بذلك.',
  },
  NOT_FOUND: {
    status: 404,
    generic: true,
    en: 'We could not find what you are looking for.',
    ar: 'لم نعثر على ما تبحث عنه.',
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    generic: true,
    en: 'This action is not available here.',
    ar: 'هذا الإجراء غير متاح هنا.',
  },
  NOT_ACCEPTABLE: {
    status: 406,
    generic: true,
    en: 'The answer cannot be given in the form asked for.',
    ar: 'تعذّر تقديم الرد بالصيغة المطلوبة.',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    generic: true,
    en: 'The request took too long. Please try again.',
    ar: 'استغرق الطلب وقتاً أطول من اللازم. حاول مرة أخرى.',
  },
  CONFLICT: {
    status: 409,
    generic: true,
    en: 'This clashes with something that exists already.',
    ar: 'يتعارض هذا الطلب مع بيانات موجودة مسبقاً.',
  },
  GONE: {
    status: 410,
    generic: true,
    en: 'This is no longer available.',
    ar: 'لم يعد هذا العنصر متاحاً.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    generic: true,
    en: 'What was sent is too large.',
    ar: 'حجم البيانات المرسلة أكبر من المسموح.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    generic: true,
    en: 'This type of file is not supported.',
    ar: 'نوع الملف غير مدعوم.',
  },
  REQUEST_HEADER_FIELDS_TOO_LARGE: {
    status: 431,
    generic: true,
    en: 'The request headers are too large.',
    ar: 'ترويسات الطلب أكبر من المسموح.',
  },
  UNPROCESSABLE_ENTITY: {
    status: 422,
    generic: true,
    en: 'What you entered could not be processed.',
    ar: 'تعذّرت معالجة البيانات المُدخلة.',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    generic: true,
    en: 'Too many attempts. Please wait a moment and try again.',
    ar: 'محاولات كثيرة جداً. انتظر قليلاً ثم حاول مرة أخرى.',
  },
  INTERNAL_ERROR: {
    status: 500,
    generic: true,
    en: 'Internal server error.',
    ar: 'حدث خطأ غير متوقع. حاول مرة أخرى بعد قليل.',
  },
  BAD_GATEWAY: {
    status: 502,
    generic: true,
    en: 'A service we rely on could not be reached. Please try again shortly.',
    ar: 'تعذّر الوصول إلى خدمة خارجية. حاول مرة أخرى بعد قليل.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    generic: true,
    en: 'The service is unavailable. Please try again shortly.',
    ar: 'الخدمة غير متاحة حالياً. حاول مرة أخرى بعد قليل.',
  },
  SERVER_BUSY: {
    status: 503,
    en: 'The server is busy. Please try again in a moment.',
    ar: 'الخادم مشغول حالياً. حاول مرة أخرى بعد لحظات.',
  },
  GATEWAY_TIMEOUT: {
    status: 504,
    generic: true,
    en: 'A service we rely on did not answer in time. Please try again.',
    ar: 'لم تستجب خدمة خارجية في الوقت المحدد. حاول مرة أخرى.',
  },

  // Accounts (the forms' fixed texts)
  NAME_TOO_SHORT: {
    status: 400,
    en: VALIDATION.nameMin,
    ar: 'يجب أن يتكون الاسم من ٣ أحرف على الأقل',
  },
  NAME_REQUIRED: { status: 400, en: VALIDATION.nameRequired, ar: 'الاسم مطلوب' },
  PHONE_INVALID: {
    status: 400,
    en: VALIDATION.phoneInvalid,
    ar: 'رقم الجوال غير صالح، يجب أن يبدأ بعلامة +',
  },
  PHONE_REQUIRED: { status: 400, en: VALIDATION.phoneRequired, ar: 'رقم الجوال مطلوب' },
  EMAIL_INVALID: {
    status: 400,
    en: VALIDATION.emailInvalid,
    ar: 'البريد الإلكتروني غير صحيح، يرجى المحاولة مرة أخرى!',
  },
  EMAIL_REQUIRED: { status: 400, en: VALIDATION.emailRequired, ar: 'البريد الإلكتروني مطلوب' },
  PASSWORD_TOO_SHORT: {
    status: 400,
    en: VALIDATION.passwordMin,
    ar: 'يجب أن تتكون كلمة المرور من ٦ أحرف على الأقل',
  },
  PASSWORD_REQUIRED: { status: 400, en: VALIDATION.passwordRequired, ar: 'كلمة المرور مطلوبة' },
  PASSWORD_NOT_MATCHED: {
    status: 400,
    en: VALIDATION.loginPassword,
    ar: 'كلمة المرور غير صحيحة، يرجى المحاولة مرة أخرى!',
  },
  PASSWORD_TOO_LONG: {
    status: 400,
    en: 'Password must be at most 72 characters',
    ar: 'يجب ألا تزيد كلمة المرور على ٧٢ حرفاً',
  },
  LOGIN_FAILED: {
    status: 401,
    en: 'Incorrect email or password.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
  RESET_CODE_INVALID: {
    status: 400,
    en: 'The code is wrong or has expired.',
    ar: 'الرمز غير صحيح أو انتهت صلاحيته.',
  },
  EMAIL_TAKEN: {
    status: 409,
    en: 'This email is already registered.',
    ar: 'هذا البريد الإلكتروني مسجّل مسبقاً.',
  },
  MOBILE_TAKEN: {
    status: 409,
    en: 'This mobile number is already registered.',
    ar: 'رقم الجوال هذا مسجّل مسبقاً.',
  },
  LOGIN_REQUIRED: { status: 401, en: 'Please log in first.', ar: 'يُرجى تسجيل الدخول أولاً.' },
  SESSION_ENDED: {
    status: 401,
    en: 'Your session has ended. Please log in again.',
    ar: 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  },
  ADMIN_ONLY: { status: 403, en: 'Only admins may do this.', ar: 'هذا الإجراء متاح للمشرفين فقط.' },
  USER_NOT_FOUND: { status: 404, en: 'User not found.', ar: 'لم يُعثر على المستخدم.' },
  LAST_ADMIN: {
    status: 409,
    en: 'The last admin cannot be deleted.',
    ar: 'لا يمكن حذف آخر مشرف.',
  },
  CURRENT_PASSWORD_WRONG: {
    status: 400,
    en: 'Your current password is not correct.',
    ar: 'كلمة المرور الحالية غير صحيحة.',
  },
  PASSWORD_UNCHANGED: {
    status: 400,
    en: 'Your new password must be different from your current one.',
    ar: 'يجب أن تختلف كلمة المرور الجديدة عن كلمة المرور الحالية.',
  },
  UNSUBSCRIBE_LINK_INVALID: {
    status: 400,
    en: 'This unsubscribe link is not valid.',
    ar: 'رابط إلغاء الاشتراك غير صالح.',
  },
  PRODUCT_IN_STOCK: {
    status: 409,
    en: 'This product is in stock: you can order it now.',
    ar: 'هذا المنتج متوفر: يمكنك طلبه الآن.',
  },
  PACKAGE_NOT_FOR_CAR: {
    status: 409,
    en: 'This package is not a service of this car.',
    ar: 'هذه الباقة ليست من صيانات هذه المركبة.',
  },
  LANGUAGE_INVALID: {
    status: 400,
    en: 'Language must be en or ar',
    ar: 'اللغة يجب أن تكون العربية أو الإنجليزية.',
  },

  // Vehicles
  VIN_INVALID: {
    status: 400,
    en: VALIDATION.vin,
    ar: 'يجب أن يتكون رقم الهيكل من ١٧ حرفاً ورقماً، دون الأحرف I وO وQ.',
  },
  VIN_DUPLICATE: {
    status: 409,
    en: API_MESSAGES.duplicateVin,
    ar: 'لديك مركبة مسجّلة بهذا الرقم مسبقاً.',
  },
  CAR_NOT_FOUND: { status: 404, en: 'Car not found.', ar: 'لم يُعثر على المركبة.' },
  CAR_BRAND_NOT_FOUND: {
    status: 404,
    en: 'Car brand not found.',
    ar: 'لم يُعثر على العلامة التجارية.',
  },
  CAR_BRAND_EXISTS: {
    status: 409,
    en: 'This brand exists already.',
    ar: 'هذه العلامة التجارية موجودة مسبقاً.',
  },
  CAR_LOGO_REQUIRED: {
    status: 400,
    en: "Choose the car's brand (its logo).",
    ar: 'اختر العلامة التجارية لمركبتك (شعارها).',
  },
  CAR_ONE_LOGO: { status: 400, en: 'Send one logo image.', ar: 'أرسل صورة شعار واحدة فقط.' },
  CAR_DETAILS_OR_VIN: {
    status: 400,
    en: 'Give the VIN, or the model, year, agency and warranty',
    ar: 'أدخل رقم الهيكل، أو الطراز وسنة الصنع والوكالة والضمان.',
  },
  MILEAGE_INVALID: {
    status: 400,
    en: 'Mileage must be a whole number of kilometres, 0 or more',
    ar: 'يجب أن يكون عدد الكيلومترات رقماً صحيحاً، صفراً أو أكثر.',
  },
  YEAR_INVALID: {
    status: 400,
    en: {
      product: `Year must be a whole number from ${PRODUCT_YEAR_MIN} to ${PRODUCT_YEAR_MAX}`,
      car: `Year must be a whole number from ${PRODUCT_YEAR_MIN} to next year`,
      search: 'year must be a whole number from 1900 to 2100',
      catalog: `Year must be a whole number from ${FITMENT_YEAR_MIN} to next year`,
    },
    ar: 'سنة الصنع يجب أن تكون رقماً صحيحاً من أربعة أرقام ضمن السنوات المتاحة.',
  },
  YEAR_RANGE_REVERSED: {
    status: 400,
    en: '{field}: the first year is after the last',
    ar: 'سنة البداية بعد سنة النهاية: اجعل الأولى قبل الأخيرة أو مساوية لها.',
    params: ['field'],
  },

  // The vehicle catalog and fitment
  VEHICLE_MODEL_NOT_FOUND: {
    status: 404,
    en: 'Vehicle model not found.',
    ar: 'لم يُعثر على الطراز.',
  },
  VEHICLE_MODEL_EXISTS: {
    status: 409,
    en: 'This make has a model of this name already.',
    ar: 'لهذه الشركة طراز بهذا الاسم مسبقاً.',
  },
  VEHICLE_ENGINE_CODE_REPEATED: {
    status: 400,
    en: 'Engine code {code} is listed twice: give each engine of a model a code of its own.',
    ar: 'رمز المحرك {code} مكرر: اجعل لكل محرك من محركات الطراز رمزاً خاصاً به.',
    params: ['code'],
  },
  VEHICLE_MAKE_UNKNOWN: {
    status: 400,
    en: 'The vehicle catalog has no make {make}.',
    ar: 'الشركة المصنّعة {make} غير موجودة في دليل المركبات.',
    params: ['make'],
  },
  VEHICLE_MODEL_UNKNOWN: {
    status: 400,
    en: 'The vehicle catalog has no model {model} of {make}.',
    ar: 'الطراز {model} من {make} غير موجود في دليل المركبات.',
    params: ['make', 'model'],
  },
  VEHICLE_ENGINE_UNKNOWN: {
    status: 400,
    en: 'The {make} {model} has no engine {engine}; choose one of its engines.',
    ar: 'المحرك {engine} ليس من محركات {make} {model}؛ اختر أحد محركاته.',
    params: ['make', 'model', 'engine'],
  },
  VEHICLE_REQUIRED: {
    status: 400,
    en: 'Name the car: its make and model, or one of your cars (carId).',
    ar: 'حدّد السيارة: الشركة المصنّعة والطراز، أو إحدى سياراتك.',
  },
  FITMENTS_INVALID: {
    status: 400,
    en: 'fitments must be a list of cars, each with make, model, yearFrom and yearTo.',
    ar: 'يجب أن تكون السيارات المتوافقة قائمة، لكل منها الشركة والطراز وسنتا البداية والنهاية.',
  },
  FITMENTS_TOO_MANY: {
    status: 400,
    en: 'At most {max} fitments.',
    ar: 'يمكن إضافة {max} سيارة متوافقة على الأكثر.',
    params: ['max'],
  },
  PART_NUMBER_INVALID: {
    status: 400,
    en: '{field} must hold letters or digits',
    ar: 'يجب أن يحتوي رقم القطعة على حروف أو أرقام.',
    params: ['field'],
  },
  OEM_NUMBERS_TOO_MANY: {
    status: 400,
    en: 'At most {max} OEM numbers.',
    ar: 'يمكن إضافة {max} رقماً أصلياً على الأكثر.',
    params: ['max'],
  },

  // Catalog
  SEARCH_EMPTY: {
    status: 400,
    en: VALIDATION.searchEmpty,
    ar: 'لم تُدخل شيئاً - يُرجى إدخال معيار بحث واحد على الأقل.',
  },
  PRODUCT_NOT_FOUND: { status: 404, en: 'Product not found.', ar: 'لم يُعثر على المنتج.' },
  PRODUCT_REQUIRED_FIELDS: {
    status: 400,
    en: VALIDATION.productRequired,
    ar: 'يجب تعبئة خمسة حقول على الأقل للمنتج واختيار التصنيف.',
  },
  CATEGORY_NOT_FOUND: { status: 404, en: 'Category not found.', ar: 'لم يُعثر على التصنيف.' },
  CATEGORY_UNKNOWN: {
    status: 400,
    en: 'The category does not exist.',
    ar: 'التصنيف المختار غير موجود.',
  },
  CATEGORY_REQUIRED_FIELDS: {
    status: 400,
    en: VALIDATION.categoryRequired,
    ar: 'يجب تعبئة جميع الحقول.',
  },
  CATEGORY_INVALID: {
    status: 400,
    en: { required: 'Category is required', notAnId: 'Category must be the id of a category' },
    ar: 'اختر تصنيفاً موجوداً.',
  },
  PACKAGE_NOT_FOUND: { status: 404, en: 'Package not found.', ar: 'لم يُعثر على الباقة.' },
  PACKAGE_REQUIRED_FIELDS: {
    status: 400,
    en: VALIDATION.packageRequired,
    ar: 'يجب تعبئة جميع الحقول.',
  },
  PACKAGE_PRODUCTS_REQUIRED: {
    status: 400,
    en: VALIDATION.packageProductIds,
    ar: 'يجب اختيار منتج واحد على الأقل.',
  },
  PACKAGE_TOO_MANY_PRODUCTS: {
    status: 400,
    en: 'A package holds at most {max} products',
    ar: 'تضم الباقة {max} منتجاً على الأكثر.',
    params: ['max'],
  },
  PRODUCTS_UNKNOWN: {
    status: 400,
    en: 'These product ids do not exist: {ids}.',
    ar: 'بعض المنتجات المختارة غير موجودة.',
  },
  PRODUCT_IDS_INVALID: {
    status: 400,
    en: 'Each product id must be the id of a product',
    ar: 'يجب أن يكون كل عنصر منتجاً موجوداً.',
  },
  PRICE_INVALID: {
    status: 400,
    en: {
      decimals: 'Price must be a number with at most 2 decimals',
      min: 'Price must be greater than 0',
      max: 'Price must be at most 1,000,000',
    },
    ar: 'يجب أن يكون السعر رقماً أكبر من صفر، بخانتين عشريتين على الأكثر.',
  },
  LABOUR_PRICE_INVALID: {
    status: 400,
    en: 'Labour price must be a number from 0 to 1,000,000 with at most 2 decimals',
    ar: 'يجب أن تكون أجرة العمل رقماً من صفر إلى مليون، بخانتين عشريتين على الأكثر.',
  },
  PRICE_FILTER_INVALID: {
    status: 400,
    en: '{field} must be an amount in SAR from 0 to 1,000,000',
    ar: 'يجب أن يكون السعر مبلغاً بالريال من صفر إلى مليون.',
    params: ['field'],
  },
  PRICE_RANGE_INVALID: {
    status: 400,
    en: 'minPrice must not be more than maxPrice',
    ar: 'الحد الأدنى للسعر أكبر من الحد الأعلى.',
  },
  IMAGE_REQUIRED: { status: 400, en: 'Add at least one image.', ar: 'أضف صورة واحدة على الأقل.' },
  IMAGE_FORMAT: {
    status: 415,
    en: VALIDATION.imageFormat,
    ar: 'يُرجى رفع صورة بصيغة مدعومة فقط (jpg أو jpeg أو png أو gif أو bmp أو webp).',
  },
  IMAGE_TOO_LARGE: {
    status: 413,
    en: 'Each image must be at most 5 MB.',
    ar: 'يجب ألا يزيد حجم كل صورة على ٥ ميغابايت.',
  },
  TOO_MANY_IMAGES: {
    status: 413,
    en: { many: 'At most {max} images per request.', one: 'At most {max} image per request.' },
    ar: 'عدد الصور المرفوعة أكبر من المسموح ({max} على الأكثر).',
    params: ['max'],
  },
  UPLOAD_UNREADABLE: {
    status: 400,
    en: 'The upload could not be read.',
    ar: 'تعذّرت قراءة الملف المرفوع.',
  },
  UPLOAD_FIELD_UNEXPECTED: { status: 400, en: 'Unexpected file field.', ar: 'حقل ملف غير متوقع.' },
  UPLOAD_TOO_MANY_FIELDS: {
    status: 400,
    en: 'Too many form fields.',
    ar: 'عدد حقول النموذج أكبر من المسموح.',
  },
  UPLOAD_FIELD_TOO_LARGE: {
    status: 413,
    en: 'A form field is too large.',
    ar: 'أحد حقول النموذج أطول من المسموح.',
  },
  IMAGE_STORE_UNAVAILABLE: {
    status: 503,
    en: 'The image store cannot be reached right now.',
    ar: 'تعذّر الوصول إلى مخزن الصور حالياً. حاول مرة أخرى بعد قليل.',
  },

  // Cart and stock
  CART_ONE_ITEM: {
    status: 400,
    en: 'Send either productId or packageId.',
    ar: 'اختر منتجاً أو باقة.',
  },
  CART_ITEM_MISSING: {
    status: 404,
    en: 'This item is not in your cart.',
    ar: 'هذا العنصر ليس في سلتك.',
  },
  QUANTITY_INVALID: {
    status: 400,
    en: 'Quantity must be a whole number of at least 1',
    ar: 'يجب أن تكون الكمية رقماً صحيحاً، واحداً على الأقل.',
  },
  QUANTITY_TOO_LARGE: {
    status: 400,
    en: 'Quantity must be at most {max}',
    ar: 'يجب ألا تزيد الكمية على ٩٩.',
  },
  CART_LINE_LIMIT: {
    status: 409,
    en: 'A cart line holds at most {max} of an item: you have reached it.',
    ar: 'يتسع سطر السلة لـ {max} قطعة من المنتج على الأكثر، وقد بلغتَ الحد.',
    params: ['max'],
  },
  ITEM_OUT_OF_STOCK: {
    status: 409,
    en: 'This item is out of stock.',
    ar: 'نفدت الكمية المتوفرة من هذا المنتج.',
  },
  ITEM_STOCK_LEFT: {
    status: 409,
    en: 'Only {count} left in stock.',
    ar: 'المتبقي في المخزون {count} فقط.',
    params: ['count'],
  },
  ORDER_ITEM_OUT_OF_STOCK: {
    status: 409,
    en: '{name} is out of stock. Remove it from your cart.',
    ar: 'نفد أحد منتجات سلتك من المخزون. احذفه من السلة ثم أكمل الطلب.',
    params: ['name'],
  },
  ORDER_ITEM_STOCK_SHORT: {
    status: 409,
    en: '{name}: only {count} left in stock. Lower the quantity in your cart.',
    ar: 'المتبقي من أحد منتجات سلتك {count} فقط. خفّض الكمية في السلة.',
    params: ['name', 'count'],
  },

  // Orders and payment
  PAYMENT_PHONE_INVALID: {
    status: 400,
    en: VALIDATION.paymentPhone,
    ar: 'يُرجى إدخال رقم جوال صحيح يبدأ بالرمز + ثم رمز الدولة.',
  },
  CARD_NUMBER_LENGTH: {
    status: 400,
    en: 'Card number must be 16 digits. You entered {count} digits.',
    ar: 'يجب أن يتكوّن رقم البطاقة من ١٦ رقماً. عدد الأرقام المُدخلة: {count}.',
    params: ['count'],
  },
  CARD_MUST_START_WITH_4: {
    status: 400,
    en: VALIDATION.cardStartsWith4,
    ar: 'يجب أن يبدأ رقم البطاقة بالرقم ٤.',
  },
  CVC_LENGTH: {
    status: 400,
    en: 'CVC must be 3 digits. You entered {count} digits.',
    ar: 'يجب أن يتكوّن رمز التحقق من ٣ أرقام. عدد الأرقام المُدخلة: {count}.',
    params: ['count'],
  },
  EXPIRY_MONTH_INVALID: {
    status: 400,
    en: PAYMENT_MESSAGES.expiryMonth,
    ar: 'يجب أن يكون شهر الانتهاء من ١ إلى ١٢.',
  },
  EXPIRY_YEAR_INVALID: {
    status: 400,
    en: PAYMENT_MESSAGES.expiryYear,
    ar: 'يجب أن تكون سنة الانتهاء من أربعة أرقام.',
  },
  CARD_EXPIRED: { status: 400, en: PAYMENT_MESSAGES.cardExpired, ar: 'انتهت صلاحية البطاقة.' },
  CART_EMPTY: {
    status: 400,
    en: PAYMENT_MESSAGES.cartEmpty,
    ar: 'سلتك فارغة. أضف منتجات قبل الطلب.',
  },
  PAYMENT_METHOD_INVALID: {
    status: 400,
    en: PAYMENT_MESSAGES.paymentMethod,
    ar: 'طريقة الدفع إما البطاقة الائتمانية أو الدفع عند الاستلام.',
  },
  CARD_NAME_REQUIRED: {
    status: 400,
    en: 'Name on card is required',
    ar: 'الاسم على البطاقة مطلوب',
  },
  FULL_NAME_REQUIRED: { status: 400, en: 'Full name is required', ar: 'الاسم الكامل مطلوب' },
  ADDRESS_REQUIRED: { status: 400, en: 'Address is required', ar: 'العنوان مطلوب' },
  STATUS_INVALID: {
    status: 400,
    en: {
      payment: `Payment status must be one of ${PAYMENT_STATUSES.join(', ')}.`,
      shipping: `Shipping status must be one of ${SHIPPING_STATUSES.join(', ')}.`,
    },
    ar: 'الحالة المختارة غير معروفة.',
  },
  ORDER_NOT_FOUND: { status: 404, en: 'Order not found.', ar: 'لم يُعثر على الطلب.' },
  ORDERS_UNPAID_LIMIT: {
    status: 409,
    en: 'You have {max} orders awaiting payment. Pay or wait for one of them before ordering again.',
    ar: 'لديك {max} طلبات بانتظار الدفع. أكمل دفع أحدها أو انتظر انتهاء مهلته قبل طلب جديد.',
    params: ['max'],
  },
  ORDER_BEING_PLACED: {
    status: 409,
    en: 'An order of yours is being placed right now. Wait for it, then try again.',
    ar: 'يجري الآن تسجيل طلب لك. انتظر حتى يكتمل ثم حاول مرة أخرى.',
  },
  ORDER_UPDATE_EMPTY: {
    status: 400,
    en: 'Send paymentStatus or shippingStatus.',
    ar: 'اختر حالة الدفع أو حالة الشحن.',
  },
  PAYMENT_NOT_FOUND: { status: 404, en: 'Payment not found.', ar: 'لم يُعثر على عملية الدفع.' },
  PAYMENT_UNKNOWN: {
    status: 404,
    en: 'No order has this payment.',
    ar: 'لا يوجد طلب مرتبط بعملية الدفع هذه.',
  },
  PAYMENT_ID_REQUIRED: {
    status: 400,
    en: 'A payment id is required.',
    ar: 'رقم عملية الدفع مطلوب.',
  },
  PAYMENT_DECISION_INVALID: {
    status: 400,
    en: 'Choose approve or decline.',
    ar: 'اختر القبول أو الرفض.',
  },
  PAYMENT_UNAVAILABLE: {
    status: 502,
    en: 'The payment service is unavailable right now. Please try again in a few minutes.',
    ar: 'خدمة الدفع غير متاحة حالياً. حاول مرة أخرى بعد دقائق.',
  },
  PAYMENT_REFUSED: {
    status: 400,
    en: {
      generic: 'The payment provider refused the card details. Check them and try again.',
      // The provider's own words, which vary.
      provider: '{reason}',
    },
    ar: 'رفضت جهة الدفع بيانات البطاقة. تحقّق منها وحاول مرة أخرى.',
  },
  SANDBOX_UNKNOWN_CARD: {
    status: 400,
    en:
      'The sandbox takes only its test cards: 4111 1111 1111 1111 (approved) and ' +
      '4000 0000 0000 0002 (declined).',
    ar: 'بيئة التجربة تقبل بطاقتيها التجريبيتين فقط: 4111 1111 1111 1111 (مقبولة) و4000 0000 0000 0002 (مرفوضة).',
  },
  WEBHOOK_SECRET_INVALID: {
    status: 401,
    en: 'Invalid webhook secret.',
    ar: 'الرمز السري للإشعار غير صحيح.',
  },
  WEBHOOK_PAYMENT_MISSING: {
    status: 400,
    en: 'The webhook names no payment.',
    ar: 'لا يذكر الإشعار أي عملية دفع.',
  },
  CARD_PAYMENT_BELOW_MINIMUM: {
    status: 400,
    en:
      'A card payment must be at least SAR 1.00. Pay in cash on delivery where it is offered, ' +
      'or change the coupon or the cart.',
    ar: 'لا يقل الدفع بالبطاقة عن ١٫٠٠ ريال. ادفع عند الاستلام حيث يتاح، أو غيّر القسيمة أو محتوى السلة.',
  },
  PAYMENT_CARD_OR_TOKEN: {
    status: 400,
    en: 'Send either cardDetails or token, not both.',
    ar: 'أرسل بيانات البطاقة أو رمزها، لا الاثنين معاً.',
  },
  PAYMENT_TOKENS_NOT_TAKEN: {
    status: 400,
    en: 'This shop takes card details, not tokens: send cardDetails.',
    ar: 'يقبل المتجر بيانات البطاقة مباشرة، لا رموز البطاقات.',
  },
  PAYMENT_TOKEN_INVALID: {
    status: 400,
    en: 'The card token is not valid.',
    ar: 'رمز البطاقة غير صالح.',
  },
  REFUND_FAILED: {
    status: 502,
    en: 'The payment service did not refund the payment. The order is still paid; try again later.',
    ar: 'لم تُنفّذ خدمة الدفع الاسترداد. ما زال الطلب مدفوعاً؛ حاول مرة أخرى لاحقاً.',
  },
  ORDER_REFUNDED_ALREADY: {
    status: 409,
    en: 'This order is refunded already.',
    ar: 'تمّ استرداد مبلغ هذا الطلب مسبقاً.',
  },
  ORDER_NOT_PAID_TO_REFUND: {
    status: 409,
    en: 'Only a paid order can be refunded.',
    ar: 'لا يُسترد إلا مبلغ طلب مدفوع.',
  },
  CASH_ORDER_NOT_REFUNDED: {
    status: 409,
    en: 'A cash-on-delivery order is not refunded to a card: its cash is given back by hand.',
    ar: 'يُعاد نقد طلب الدفع عند الاستلام يداً بيد.',
  },
  ORDER_CHANGED_MEANWHILE: {
    status: 409,
    en: 'The order changed meanwhile: try again.',
    ar: 'تغيّر الطلب للتو: حاول مرة أخرى.',
  },
  REFUND_UNDER_WAY: {
    status: 409,
    en: 'A refund of this order is under way or done already.',
    ar: 'استرداد مبلغ هذا الطلب جارٍ أو تمّ مسبقاً.',
  },
  INVOICE_NOT_ISSUED: {
    status: 409,
    en: 'The order is not paid yet: its invoice is issued once it is paid.',
    ar: 'لم يُدفع الطلب بعد: تصدر فاتورته بعد الدفع.',
  },
  INVOICE_XML_NOT_ISSUED: {
    status: 409,
    en: 'This invoice was issued before e-invoicing: it has no XML.',
    ar: 'صدرت هذه الفاتورة قبل الفوترة الإلكترونية: لا يوجد لها ملف XML.',
  },
  CREDIT_NOTE_NOT_ISSUED: {
    status: 409,
    en: 'The order has no credit note: one is issued when an invoiced order is refunded.',
    ar: 'لا يوجد إشعار دائن لهذا الطلب: يصدر الإشعار عند استرداد مبلغ طلب صدرت فاتورته.',
  },

  // Delivery: addresses, zones, cash on delivery, shipping (docs/behaviour.md, "Delivery").
  // A `city` param is the city's English name: the web shows its Arabic one from the city list.
  ADDRESS_NOT_FOUND: { status: 404, en: 'Address not found.', ar: 'لم يُعثر على العنوان.' },
  ADDRESS_BOOK_FULL: {
    status: 409,
    en: 'You can keep at most {max} addresses. Delete one first.',
    ar: 'يمكنك حفظ {max} عناوين على الأكثر. احذف أحدها أولاً.',
    params: ['max'],
  },
  BUILDING_NUMBER_INVALID: {
    status: 400,
    en: 'Building number must be 4 digits',
    ar: 'رقم المبنى يتكون من ٤ أرقام.',
  },
  POSTAL_CODE_INVALID: {
    status: 400,
    en: 'Postal code must be 5 digits',
    ar: 'الرمز البريدي يتكون من ٥ أرقام.',
  },
  ADDITIONAL_NUMBER_INVALID: {
    status: 400,
    en: 'Additional number must be 4 digits',
    ar: 'الرقم الإضافي يتكون من ٤ أرقام.',
  },
  SHORT_ADDRESS_INVALID: {
    status: 400,
    en: 'Short address must be 4 letters and 4 digits, e.g. RRRD2929',
    ar: 'العنوان المختصر ٤ أحرف إنجليزية و٤ أرقام، مثل RRRD2929.',
  },
  CITY_UNKNOWN: {
    status: 400,
    en: 'Pick the city from the list of Saudi cities.',
    ar: 'اختر المدينة من قائمة المدن السعودية.',
  },
  CITY_NOT_SERVED: {
    status: 400,
    en: 'We do not deliver to {city} yet.',
    ar: 'لا نوصّل الطلبات إلى {city} حالياً.',
    params: ['city'],
  },
  QUOTE_PLACE_REQUIRED: {
    status: 400,
    en: 'Send city or addressId.',
    ar: 'اختر المدينة أو العنوان.',
  },
  ZONE_NOT_FOUND: {
    status: 404,
    en: 'Shipping zone not found.',
    ar: 'لم يُعثر على منطقة الشحن.',
  },
  ZONE_CITY_TAKEN: {
    status: 409,
    en: '{city} is in the zone {zone} already.',
    ar: 'مدينة {city} ضمن منطقة الشحن «{zone}» مسبقاً.',
    params: ['city', 'zone'],
  },
  ZONE_CITIES_REQUIRED: {
    status: 400,
    en: 'A zone serves at least one city, at most {max}',
    ar: 'تضم منطقة الشحن مدينة واحدة على الأقل و{max} على الأكثر.',
    params: ['max'],
  },
  AMOUNT_INVALID: {
    status: 400,
    en: '{field} must be an amount from 0 to {max} SAR, with at most 2 decimals',
    ar: 'أدخل مبلغاً بالريال من ٠ إلى {max}، بخانتين عشريتين على الأكثر.',
    params: ['field', 'max'],
  },
  DELIVERY_DAYS_INVALID: {
    status: 400,
    en: '{field} must be a whole number of days from 0 to {max}',
    ar: 'أيام التوصيل عدد صحيح من ٠ إلى {max}.',
    params: ['field', 'max'],
  },
  DELIVERY_DAYS_ORDER: {
    status: 400,
    en: 'maxDays must be at least minDays',
    ar: 'الحد الأعلى لأيام التوصيل لا يقل عن الحد الأدنى.',
  },
  COD_NOT_OFFERED: {
    status: 400,
    en: 'Cash on delivery is not offered in {city}.',
    ar: 'الدفع عند الاستلام غير متاح في {city}.',
    params: ['city'],
  },
  COD_ABOVE_LIMIT: {
    status: 400,
    en: 'Cash on delivery is for orders of at most SAR {max}. Pay by card instead.',
    ar: 'الدفع عند الاستلام متاح للطلبات حتى {max} ريال. ادفع بالبطاقة بدلاً من ذلك.',
    params: ['max'],
  },
  COD_OPEN_LIMIT: {
    status: 409,
    en: 'You have {max} cash-on-delivery orders awaiting delivery. Receive one of them before ordering again, or pay by card.',
    ar: 'لديك {max} طلبات بالدفع عند الاستلام لم تُسلَّم بعد. استلم أحدها قبل طلب جديد، أو ادفع بالبطاقة.',
    params: ['max'],
  },
  COD_NEEDS_ADDRESS: {
    status: 400,
    en: 'Cash on delivery needs an address of your address book (addressId).',
    ar: 'الدفع عند الاستلام يتطلب اختيار عنوان من عناوينك المحفوظة.',
  },
  COD_NO_CARD: {
    status: 400,
    en: 'Cash on delivery takes no card: leave out cardDetails and token.',
    ar: 'الدفع عند الاستلام لا يحتاج إلى بطاقة.',
  },
  ORDER_NOT_PAID_TO_SHIP: {
    status: 409,
    en: 'This order is not paid: a card order is shipped and delivered once it is paid.',
    ar: 'لم يُدفع هذا الطلب بعد: يُشحن طلب البطاقة ويُسلَّم بعد دفعه.',
  },
  ORDER_NO_DELIVERY_DETAILS: {
    status: 409,
    en: 'This order was placed without a national address: set its shipping status instead.',
    ar: 'سُجّل هذا الطلب دون عنوان وطني: غيّر حالة شحنه بدلاً من ذلك.',
  },
  SHIPPING_STATUS_BACKWARD: {
    status: 409,
    en: 'The shipping status only moves forward: an order {from} cannot become {to}.',
    ar: 'حالة الشحن تتقدم فقط ولا تعود إلى الخلف.',
    params: ['from', 'to'],
  },
  ORDER_DELIVERED_ALREADY: {
    status: 409,
    en: 'This order is delivered already.',
    ar: 'تمّ تسليم هذا الطلب مسبقاً.',
  },
  TRACKING_NUMBER_INVALID: {
    status: 400,
    en: 'Tracking number must be 4 to 40 letters, digits or dashes',
    ar: 'رقم التتبع من ٤ إلى ٤٠ حرفاً أو رقماً أو شرطة.',
  },
  CARRIER_INVALID: {
    status: 400,
    en: 'Name the carrier: SMSA, Aramex, SPL or another, in at most 60 characters',
    ar: 'اختر شركة الشحن: سمسا أو أرامكس أو سبل أو غيرها.',
  },
  CARRIER_URL_REQUIRED: {
    status: 400,
    en: 'Give the tracking page of this carrier (urlTemplate): an https address holding the placeholder of the number.',
    ar: 'أدخل رابط صفحة التتبع لشركة الشحن هذه، ويتضمن موضع رقم الشحنة.',
  },
  CASH_COLLECTED_REQUIRED: {
    status: 400,
    en: 'Say whether the cash was collected (cashCollected: true or false).',
    ar: 'حدّد ما إذا تم تحصيل المبلغ نقداً.',
  },
  PAYMENT_CHANGE_REFUSED: {
    status: 409,
    en: 'The payment status {from} cannot be changed to {to} by hand: only an order awaiting payment may be recorded paid or failed.',
    ar: 'لا يمكن تغيير حالة الدفع يدوياً على هذا النحو.',
    params: ['from', 'to'],
  },
  PAYMENT_REASON_REQUIRED: {
    status: 400,
    en: 'Say why the payment status changes by hand (reason): what happened outside the shop.',
    ar: 'اذكر سبب تغيير حالة الدفع يدوياً: ما حدث خارج المتجر.',
  },

  // Promotions (issue 27): the back office's coupons and offers, and a shopper's code
  COUPON_CODE_INVALID: {
    status: 400,
    en: 'A coupon code is 3 to 32 letters, digits, - or _',
    ar: 'رمز القسيمة من ٣ إلى ٣٢ حرفاً أو رقماً أو شرطة (-) أو شرطة سفلية (_).',
  },
  COUPON_CODE_TAKEN: {
    status: 409,
    en: 'Another coupon has the code {code} already.',
    ar: 'الرمز {code} مستخدم لقسيمة أخرى.',
    params: ['code'],
  },
  PROMOTION_NOT_FOUND: {
    status: 404,
    en: { coupon: 'Coupon not found.', offer: 'Offer not found.' },
    ar: 'لم يُعثر عليه.',
  },
  PROMOTION_PERCENT_INVALID: {
    status: 400,
    en: 'A percentage is above 0, at most 100, with at most 2 decimals',
    ar: 'النسبة أكبر من ٠ ولا تتجاوز ١٠٠.',
  },
  PROMOTION_AMOUNT_INVALID: {
    status: 400,
    en: '{field} must be an amount above 0 and at most {max} SAR, with at most 2 decimals',
    ar: 'أدخل مبلغاً أكبر من ٠ ولا يتجاوز {max} ريال.',
    params: ['field', 'max'],
  },
  PROMOTION_DATES_ORDER: {
    status: 400,
    en: 'endsAt must be after startsAt',
    ar: 'تاريخ الانتهاء يجب أن يكون بعد تاريخ البدء.',
  },
  PROMOTION_SCOPE_EMPTY: {
    status: 400,
    en: 'A scope names a category, product, package or maker; leave it out for the whole cart.',
    ar: 'حدّد في النطاق تصنيفاً أو منتجاً أو باقة أو صانعاً، أو اتركه ليشمل السلة كلها.',
  },
  PROMOTION_SCOPE_UNKNOWN: {
    status: 400,
    en: '{field}: no such ids: {ids}',
    ar: 'نطاق الخصم يتضمن عناصر غير موجودة.',
    params: ['field'],
  },
  COUPON_UNKNOWN: {
    status: 400,
    en: 'This coupon code does not exist.',
    ar: 'رمز القسيمة غير موجود.',
  },
  COUPON_NOT_STARTED: {
    status: 400,
    en: 'This code is not valid yet.',
    ar: 'رمز القسيمة غير مفعّل بعد.',
  },
  COUPON_EXPIRED: {
    status: 400,
    en: 'This code has expired.',
    ar: 'انتهت صلاحية رمز القسيمة.',
  },
  COUPON_BELOW_MINIMUM: {
    status: 400,
    en: 'This coupon code is for carts of at least SAR {min}.',
    ar: 'رمز القسيمة للسلات التي لا يقل مجموعها عن {min} ريال.',
    params: ['min'],
  },
  COUPON_NOT_FOR_ITEMS: {
    status: 400,
    en: 'This code is not for the items in your cart.',
    ar: 'الرمز لا ينطبق على منتجات سلتك.',
  },
  COUPON_ABOVE_CART: {
    status: 400,
    en: 'This coupon is worth more than the items it is for.',
    ar: 'قيمة القسيمة أكبر من قيمة منتجاتها في السلة.',
  },
  COUPON_FIRST_ORDER_ONLY: {
    status: 400,
    en: 'This code is for a first order only.',
    ar: 'رمز القسيمة صالح للطلب الأول فقط.',
  },
  COUPON_NOT_COMBINABLE: {
    status: 400,
    en: 'This code does not combine with the current offer.',
    ar: 'لا يُجمع الرمز مع العرض الحالي.',
  },
  COUPON_USED_UP: {
    status: 409,
    en: 'This code has been used up.',
    ar: 'نفدت مرات استخدام رمز القسيمة.',
  },
  COUPON_CUSTOMER_LIMIT: {
    status: 409,
    en: 'You have used this code as often as it allows.',
    ar: 'استنفدت استخدامات هذا الرمز.',
  },

  // Contact messages
  MESSAGE_NOT_FOUND: { status: 404, en: 'Message not found.', ar: 'لم يُعثر على الرسالة.' },

  // Fields in general: the rule and the field's name
  FIELD_REQUIRED: {
    status: 400,
    en: '{field} is required',
    ar: 'يُرجى تعبئة جميع الحقول المطلوبة.',
    params: ['field'],
  },
  TEXT_INVALID: {
    status: 400,
    en: '{field} must be text',
    ar: 'يجب أن تكون القيمة نصاً.',
    params: ['field'],
  },
  TEXT_TOO_LONG: {
    status: 400,
    en: '{field} must be at most {max} characters',
    ar: 'النص أطول من المسموح ({max} حرفاً على الأكثر).',
    params: ['field', 'max'],
  },
  BOOLEAN_INVALID: {
    status: 400,
    en: '{field} must be true or false',
    ar: 'اختر نعم أو لا.',
    params: ['field'],
  },
  NUMBER_INVALID: {
    status: 400,
    en: {
      plain: '{field} must be a whole number',
      kilometres: '{field} must be a whole number of kilometres',
      stock: '{field} must be a whole number from 0 to 1,000,000',
    },
    ar: 'يجب أن تكون القيمة رقماً صحيحاً.',
    params: ['field'],
  },
  VALUE_TOO_SMALL: {
    status: 400,
    en: '{field} must be at least {min}',
    ar: 'القيمة أصغر من المسموح ({min} على الأقل).',
    params: ['field', 'min'],
  },
  VALUE_TOO_LARGE: {
    status: 400,
    en: { plain: '{field} must be at most {max}', kilometres: '{field} must be at most {max} km' },
    ar: 'القيمة أكبر من المسموح ({max} على الأكثر).',
    params: ['field', 'max'],
  },
  DATE_INVALID: {
    status: 400,
    en: '{field} must be a date (YYYY-MM-DD)',
    ar: 'التاريخ غير صالح: اكتبه بالشكل YYYY-MM-DD.',
    params: ['field'],
  },
  DATE_RANGE_REVERSED: {
    status: 400,
    en: 'to must not be before from',
    ar: 'تاريخ النهاية قبل تاريخ البداية.',
  },
  VALUE_INVALID: {
    status: 400,
    en: 'Invalid value for {field}.',
    ar: 'إحدى القيم المُدخلة غير صالحة.',
    params: ['field'],
  },

  // Requests in general
  ID_INVALID: { status: 400, en: 'Invalid id.', ar: 'المعرّف غير صالح.' },
  JSON_INVALID: {
    status: 400,
    en: 'The request body is not valid JSON.',
    ar: 'تعذّرت قراءة البيانات المرسلة.',
  },
  JSON_OBJECT_REQUIRED: {
    status: 400,
    en: 'The request body must be a JSON object of fields.',
    ar: 'يجب أن تكون البيانات المرسلة كائن JSON من الحقول.',
  },
  JSON_REQUIRED: {
    status: 415,
    en: 'Send the request body as JSON.',
    ar: 'أرسل البيانات بصيغة JSON.',
  },
  BODY_NOT_UTF8: {
    status: 400,
    en: 'The request body must be UTF-8.',
    ar: 'يجب أن تكون البيانات بترميز UTF-8.',
  },
  BODY_ENCODING_UNSUPPORTED: {
    status: 415,
    en: 'Send the body uncompressed, or as gzip, deflate or br.',
    ar: 'أرسل البيانات دون ضغط أو بصيغة gzip أو deflate أو br.',
  },
  BODY_ENCODING_INVALID: {
    status: 400,
    en: 'The body does not match its Content-Encoding.',
    ar: 'البيانات لا تطابق ترويسة Content-Encoding.',
  },
  PATH_PART_TOO_LONG: {
    status: 414,
    en: 'A part of the address is too long.',
    ar: 'أحد أجزاء العنوان أطول من المسموح.',
  },
  FIELD_UNKNOWN: {
    status: 400,
    en: 'The request names a field that does not exist.',
    ar: 'يذكر الطلب حقلاً غير موجود.',
  },
  INPUT_INVALID: { status: 400, en: 'Invalid input.', ar: 'البيانات المُدخلة غير صالحة.' },
  BODY_TOO_DEEP: {
    status: 400,
    en: {
      body: 'The request body is nested too deeply (at most {max} levels).',
      query: 'The query string is nested too deeply (at most {max} levels).',
    },
    ar: 'البيانات المرسلة متداخلة أكثر من المسموح.',
    params: ['max'],
  },
  BODY_LIST_TOO_LONG: {
    status: 413,
    en: {
      body: 'A list in the request body has more than {max} items.',
      query: 'A list in the query string has more than {max} items.',
    },
    ar: 'تحتوي البيانات المرسلة على قائمة أطول من المسموح.',
    params: ['max'],
  },
  BODY_TOO_MANY_FIELDS: {
    status: 413,
    en: {
      body: 'An object in the request body has more than {max} fields.',
      query: 'An object in the query string has more than {max} fields.',
    },
    ar: 'تحتوي البيانات المرسلة على حقول أكثر من المسموح.',
    params: ['max'],
  },
  BODY_TOO_MANY_VALUES: {
    status: 413,
    en: {
      body: 'The request body holds more than {max} values.',
      query: 'The query string holds more than {max} values.',
    },
    ar: 'تحتوي البيانات المرسلة على قيم أكثر من المسموح.',
    params: ['max'],
  },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    en: {
      many: 'Too many attempts. Please try again in {count} {unit}s.',
      one: 'Too many attempts. Please try again in {count} {unit}.',
    },
    ar: 'محاولات كثيرة جداً. حاول مرة أخرى بعد قليل.',
    params: ['count', 'unit'],
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    en: 'The database is unavailable. Please try again shortly.',
    ar: 'قاعدة البيانات غير متاحة حالياً. حاول مرة أخرى بعد قليل.',
  },
} as const satisfies Record<string, ErrorDeclaration>;

export type ErrorCode = keyof typeof ERRORS;

/** Every code the API can answer (for documentation and for clients' translation tables). */
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

type EnglishOf<C extends ErrorCode> = (typeof ERRORS)[C]['en'];
/** The `{name}` placeholders of a sentence, as a union of names. */
type Placeholders<Sentence> = Sentence extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
type ValuesFor<Sentence> = [Placeholders<Sentence>] extends [never]
  ? []
  : [values: { [Name in Placeholders<Sentence>]: string | number }];

/**
 * What a refusal of `code` must say beyond its code, checked by the compiler: the values of its
 * sentence's placeholders, and first the wording's name when the code has several.
 */
export type ErrorArgs<C extends ErrorCode> =
  EnglishOf<C> extends string
    ? ValuesFor<EnglishOf<C>>
    : {
        [Wording in keyof EnglishOf<C> & string]: [
          wording: Wording,
          ...ValuesFor<EnglishOf<C>[Wording]>,
        ];
      }[keyof EnglishOf<C> & string];

/** A refusal as the API answers it (the envelope's code, message and params) and its status. */
export interface DeclaredError {
  code: ErrorCode;
  status: number;
  message: string;
  params?: Record<string, string>;
}

const fill = (sentence: string, values: Record<string, string | number>): string =>
  sentence.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );

/** The English sentence of `code` with `{name}` placeholders (its usual wording). */
export function englishTemplate(code: ErrorCode): string {
  const { en } = ERRORS[code] as ErrorDeclaration;
  return typeof en === 'string' ? en : Object.values(en)[0];
}

/** The refusal of `code`, worded and filled in as the API answers it. */
export function declaredError<C extends ErrorCode>(code: C, ...args: ErrorArgs<C>): DeclaredError {
  const declaration: ErrorDeclaration = ERRORS[code];
  const worded = typeof declaration.en !== 'string';
  const sentence = worded
    ? (declaration.en as Record<string, string>)[args[0] as string]
    : (declaration.en as string);
  const values = ((worded ? args[1] : args[0]) ?? {}) as Record<string, string | number>;
  const params = declaration.params?.length
    ? Object.fromEntries(declaration.params.map((name) => [name, String(values[name])]))
    : undefined;
  return {
    code,
    status: declaration.status,
    message: fill(sentence, values),
    ...(params && { params }),
  };
}

/** The English message of `code`, as the API words it. */
export const errorMessage = <C extends ErrorCode>(code: C, ...args: ErrorArgs<C>): string =>
  declaredError(code, ...args).message;

const GENERIC_CODES = new Map<number, ErrorCode>(
  ERROR_CODES.filter((code) => (ERRORS[code] as ErrorDeclaration).generic).map((code) => [
    ERRORS[code].status,
    code,
  ]),
);

/** The generic code of an HTTP status (its class's code for statuses no entry names). */
export function statusErrorCode(statusCode: number): ErrorCode {
  return GENERIC_CODES.get(statusCode) ?? (statusCode >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

/** An error no entry declares (a framework's, a library's): its status's generic code. */
export const undeclaredError = (status: number, message: string): DeclaredError => ({
  code: statusErrorCode(status),
  status,
  message,
});
