import { apiClient } from '@/lib/api-client';
import type { UserCar } from './types';

export async function getUserCars(): Promise<UserCar[]> {
  const { data } = await apiClient.get<{ cars: UserCar[] }>('/car/userCars');
  return data.cars;
}
