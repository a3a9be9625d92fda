import type { Package, PackagesAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

export async function getAllPackages(): Promise<Package[]> {
  const { data } = await apiClient.get<PackagesAnswer>('/package/allPackages');
  return data.packages;
}
