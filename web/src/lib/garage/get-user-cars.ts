import type { CarsAnswer, UserCar } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** The logged-in shopper's saved cars (the token goes with the call). */
export async function getUserCars(signal?: AbortSignal): Promise<UserCar[]> {
  const { data } = await apiClient.get<CarsAnswer>('/car/userCars', { signal });
  return data.cars;
}
