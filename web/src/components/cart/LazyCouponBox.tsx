import { lazy, Suspense } from 'react';
import type { CouponBoxProps } from './CouponBox';

/**
 * The coupon field, loaded with the first screen that shows it: a module the cart's and the
 * payment's chunks shared would be merged into Home's (vite.config.ts, experimentalMinChunkSize),
 * which every visit loads.
 */
const CouponBox = lazy(() =>
  import('./CouponBox').then((module) => ({ default: module.CouponBox })),
);

export function LazyCouponBox(props: CouponBoxProps) {
  return (
    <Suspense fallback={null}>
      <CouponBox {...props} />
    </Suspense>
  );
}
