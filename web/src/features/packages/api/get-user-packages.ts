import { apiClient } from '@/lib/api-client';
import type { Package } from '@/lib/catalog';

export interface CarPackages {
  carId: string;
  packages: Package[];
}

/** The packages due for each of the logged-in user's cars (the token goes with the call). */
export async function getUserPackages(signal?: AbortSignal): Promise<CarPackages[]> {
  const { data } = await apiClient.get<{ packagesForCars: CarPackages[] }>(
    '/package/getUserPackage/packages',
    { signal },
  );
  return data.packagesForCars;
}
