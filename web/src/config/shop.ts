/** The screens' constants (docs/behaviour.md, "Limits and constants"). */

export const COPYRIGHT_YEAR = 2024;

export const CAROUSEL_INTERVAL_MS = 3000;
export const BACK_TO_TOP_THRESHOLD_PX = 20;
export const SIDEBAR_WIDTH_PX = 250;

export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_MAX_COUNT = 20;
export const TOAST_CART_MS = 3000;

/** Hints of the back office's forms only: these counts are not enforced. */
export const HINT_IMAGES_MIN = 2;
export const HINT_IMAGES_MAX = 4;
export const HINT_PACKAGE_PRODUCTS_MIN = 2;
