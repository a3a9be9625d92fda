import type { Coupon, CouponAnswer, CouponRequest, CouponsAnswer } from '@shop/shared';
import type { AdminPageLoader } from './admin-page';
import { apiClient } from '@/lib/api-client';
import { pageOfList } from '@/lib/paging';

/**
 * A page of the back office's coupons, newest first, with their uses and the discount given (the
 * API answers them all: a shop runs a few).
 */
export const getCouponPage: AdminPageLoader<Coupon> = async (query, signal) => {
  const { data } = await apiClient.get<CouponsAnswer>('/coupons', { signal });
  return pageOfList(data.coupons, query.page, query.limit);
};

/** Adds a coupon, or replaces the one of `id`. */
export async function saveCoupon(request: CouponRequest, id?: string): Promise<Coupon> {
  const { data } = id
    ? await apiClient.put<CouponAnswer>(`/coupons/${encodeURIComponent(id)}`, request)
    : await apiClient.post<CouponAnswer>('/coupons', request);
  return data.coupon;
}

export async function deleteCoupon(id: string): Promise<void> {
  await apiClient.delete(`/coupons/${encodeURIComponent(id)}`);
}
