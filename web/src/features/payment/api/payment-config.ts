import { apiClient } from '@/lib/api-client';

/** How the shop takes the card (GET /api/payment/config). */
export type PaymentConfig =
  { provider: 'sandbox' } | { provider: 'moyasar'; publishableKey: string; tokensUrl: string };

export async function getPaymentConfig(): Promise<PaymentConfig> {
  const { data } = await apiClient.get<PaymentConfig>('/payment/config');
  return data;
}
