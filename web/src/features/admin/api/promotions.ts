import type {
  Coupon,
  CouponAnswer,
  CouponRequest,
  CouponsAnswer,
  Offer,
  OfferAnswer,
  OfferRequest,
  OffersAnswer,
} from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { pageOfList } from '@/lib/paging';
import type { AdminPageLoader } from './admin-page';

/** Adds a promotion at `path`, or replaces the one of `id` there; answers the answer's body. */
async function save<Answer>(path: string, request: object, id?: string): Promise<Answer> {
  const { data } = id
    ? await apiClient.put<Answer>(`${path}/${encodeURIComponent(id)}`, request)
    : await apiClient.post<Answer>(path, request);
  return data;
}

/**
 * A page of the back office's coupons, newest first, with their uses and the discount given (the
 * API answers them all: a shop runs a few).
 */
export const getCouponPage: AdminPageLoader<Coupon> = async (query, signal) => {
  const { data } = await apiClient.get<CouponsAnswer>('/coupons', { signal });
  return pageOfList(data.coupons, query.page, query.limit);
};

/** Adds a coupon, or replaces the one of `id`. */
export const saveCoupon = async (request: CouponRequest, id?: string): Promise<Coupon> =>
  (await save<CouponAnswer>('/coupons', request, id)).coupon;

export async function deleteCoupon(id: string): Promise<void> {
  await apiClient.delete(`/coupons/${encodeURIComponent(id)}`);
}

/** A page of the automatic offers, highest priority first (the API answers them all). */
export const getOfferPage: AdminPageLoader<Offer> = async (query, signal) => {
  const { data } = await apiClient.get<OffersAnswer>('/offers', { signal });
  return pageOfList(data.offers, query.page, query.limit);
};

/** Adds an offer, or replaces the one of `id`. */
export const saveOffer = async (request: OfferRequest, id?: string): Promise<Offer> =>
  (await save<OfferAnswer>('/offers', request, id)).offer;

export async function deleteOffer(id: string): Promise<void> {
  await apiClient.delete(`/offers/${encodeURIComponent(id)}`);
}
