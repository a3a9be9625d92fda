import type { UserCar, CarsAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

export async function getUserCars(): Promise<UserCar[]> {
  const { data } = await apiClient.get<CarsAnswer>('/car/userCars');
  return data.cars;
}
