import type { AdminCar, AdminCarsAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Every user's car; the client adds the stored admin token to every call. */
export async function getCars(): Promise<AdminCar[]> {
  const { data } = await apiClient.get<AdminCarsAnswer>('/car/allCars');
  return data.cars;
}
