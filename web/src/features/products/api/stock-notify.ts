import type { StockNotifyAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

const notifyPath = (productId: string) => `/products/${encodeURIComponent(productId)}/notify`;

/** Whether the shopper waits for a mail when the product is back in stock. */
export async function getStockNotify(productId: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await apiClient.get<StockNotifyAnswer>(notifyPath(productId), { signal });
  return data.notify;
}

/** Asks for (true) or gives up (false) the one mail when the product is back. */
export async function setStockNotify(productId: string, notify: boolean): Promise<boolean> {
  const { data } = notify
    ? await apiClient.post<StockNotifyAnswer>(notifyPath(productId))
    : await apiClient.delete<StockNotifyAnswer>(notifyPath(productId));
  return data.notify;
}
