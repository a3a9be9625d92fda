import type { Coupon, CouponAnswer, CouponRequest, CouponsAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** The back office's coupons, newest first, with their uses and the discount given. */
export async function listCoupons(): Promise<Coupon[]> {
  const { data } = await apiClient.get<CouponsAnswer>('/coupons');
  return data.coupons;
}

/** Adds a coupon, or replaces the one of `id`. */
export async function saveCoupon(request: CouponRequest, id?: string): Promise<Coupon> {
  const { data } = id
    ? await apiClient.put<CouponAnswer>(`/coupons/${id}`, request)
    : await apiClient.post<CouponAnswer>('/coupons', request);
  return data.coupon;
}

export async function deleteCoupon(id: string): Promise<void> {
  await apiClient.delete(`/coupons/${id}`);
}
