import type { Package, PackageeAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** One package with its products; an unknown id rejects with 404, a malformed one with 400. */
export async function getPackage(id: string, signal?: AbortSignal): Promise<Package> {
  // The API names the package 'packagee' (docs/decisions.md, "Contract").
  const { data } = await apiClient.get<PackageeAnswer>(
    `/package/getpackageById/${encodeURIComponent(id)}`,
    { signal },
  );
  return data.packagee;
}
