/** Below this many units left, the storefront says how few remain. */
export const FEW_LEFT_THRESHOLD = 5;

/**
 * The units a package can be had in: the fewest of its products' (those that track stock);
 * undefined when none does.
 */
export function packageStock(products: { stock?: number }[]): number | undefined {
  const tracked = products.flatMap((product) => product.stock ?? []);
  return tracked.length ? Math.min(...tracked) : undefined;
}
