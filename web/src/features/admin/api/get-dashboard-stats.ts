import type { DashboardStats, DashboardStatsAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** The dashboard's figures: order, revenue, user and product counts, and the last 30 days. */
export async function getDashboardStats(): Promise<DashboardStats> {
  const { data } = await apiClient.get<DashboardStatsAnswer>('/dashboard/stats');
  return data.stats;
}
