/** Below this many units left, the storefront says how few remain. */
export const FEW_LEFT_THRESHOLD = 5;
