import type { AppliedDiscount } from '@shop/shared';
import { useI18n } from '@/i18n';

/**
 * An order's discounts (issue 27) as items of its list of lines: each one's label in the
 * reader's language and the amount it took off. My Orders and the back office's Order screen
 * show them alike.
 */
export function DiscountLines({
  discounts = [],
  className,
}: {
  discounts?: AppliedDiscount[];
  className?: string;
}) {
  const { language, formatPrice } = useI18n();
  return discounts.map((discount) => (
    <li key={discount.code ?? discount.label} className={className}>
      <bdi>{language === 'ar' ? discount.labelAr : discount.label}</bdi>
      <span>−{formatPrice(discount.amount)}</span>
    </li>
  ));
}
