import type { DeliverOrderRequest, OrderAnswer, ShipOrderRequest } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Ships an order with its carrier and tracking number (or corrects its tracking). */
export async function shipOrder(id: string, parcel: ShipOrderRequest): Promise<OrderAnswer> {
  const { data } = await apiClient.put<OrderAnswer>(
    `/order/shipOrder/${encodeURIComponent(id)}`,
    parcel,
  );
  return data;
}

/**
 * The parcel reached the door: delivered; for cash on delivery, with the cash collected (paid)
 * or refused (canceled, its stock back).
 */
export async function deliverOrder(id: string, outcome: DeliverOrderRequest): Promise<OrderAnswer> {
  const { data } = await apiClient.put<OrderAnswer>(
    `/order/deliverOrder/${encodeURIComponent(id)}`,
    outcome,
  );
  return data;
}
