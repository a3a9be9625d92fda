import type { GarageAnswer, GarageCar } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** The logged-in shopper's saved cars, each with its next service (the token goes with it). */
export async function getUserCars(signal?: AbortSignal): Promise<GarageCar[]> {
  const { data } = await apiClient.get<GarageAnswer>('/car/userCars', { signal });
  return data.cars;
}
