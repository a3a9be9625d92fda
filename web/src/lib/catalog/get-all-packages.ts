import { apiClient } from '@/lib/api-client';
import type { Package } from './types';

export async function getAllPackages(): Promise<Package[]> {
  const { data } = await apiClient.get<{ packages: Package[] }>('/package/allPackages');
  return data.packages;
}
