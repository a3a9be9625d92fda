import type { CarPackages, CarPackagesAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** The packages for each of the logged-in user's cars, named by the car (the token goes with the call). */
export async function getUserPackages(signal?: AbortSignal): Promise<CarPackages[]> {
  const { data } = await apiClient.get<CarPackagesAnswer>('/package/getUserPackage/packages', {
    signal,
  });
  return data.packagesForCars;
}
