import type { PaymentConfigAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** How the shop takes the card (GET /api/payment/config). */
export async function getPaymentConfig(): Promise<PaymentConfigAnswer> {
  const { data } = await apiClient.get<PaymentConfigAnswer>('/payment/config');
  return data;
}
