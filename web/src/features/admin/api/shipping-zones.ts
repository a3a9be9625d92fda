import type {
  MessageAnswer,
  ShippingZone,
  ShippingZoneAnswer,
  ShippingZoneRequest,
  ShippingZonesAnswer,
} from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { pageOfList } from '@/lib/paging';
import type { AdminPageLoader } from './admin-page';

/** A page of the merchant's shipping zones (the API answers them all: a shop has a few). */
export const getZonePage: AdminPageLoader<ShippingZone> = async (query, signal) => {
  const { data } = await apiClient.get<ShippingZonesAnswer>('/shipping/zones', { signal });
  return pageOfList(data.zones, query.page, query.limit);
};

/** Adds a zone, or replaces the one `id` names. */
export async function saveZone(zone: ShippingZoneRequest, id?: string): Promise<ShippingZone> {
  const { data } = id
    ? await apiClient.put<ShippingZoneAnswer>(`/shipping/zones/${encodeURIComponent(id)}`, zone)
    : await apiClient.post<ShippingZoneAnswer>('/shipping/zones', zone);
  return data.zone;
}

export async function deleteZone(id: string): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(
    `/shipping/zones/${encodeURIComponent(id)}`,
  );
  return data;
}
