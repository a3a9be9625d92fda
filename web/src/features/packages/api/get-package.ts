import { apiClient } from '@/lib/api-client';
import type { Package } from '@/lib/catalog';

/** One package with its products; an unknown id rejects with 404, a malformed one with 400. */
export async function getPackage(id: string): Promise<Package> {
  // The API names the package 'packagee' (docs/decisions.md, "Contract").
  const { data } = await apiClient.get<{ packagee: Package }>(
    `/package/getpackageById/${encodeURIComponent(id)}`,
  );
  return data.packagee;
}
