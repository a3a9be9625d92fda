import type { ApplyCouponRequest, Cart, CartAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Applies a coupon code to the cart: the cart with its discounts, or the refusal (4xx). */
export async function applyCoupon(code: string): Promise<Cart> {
  const body: ApplyCouponRequest = { code };
  const { data } = await apiClient.post<CartAnswer>('/cart/coupon', body);
  return data.cart;
}

/** Takes the coupon off the cart. */
export async function removeCoupon(): Promise<Cart> {
  const { data } = await apiClient.delete<CartAnswer>('/cart/coupon');
  return data.cart;
}
