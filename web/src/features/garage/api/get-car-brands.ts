import { apiClient } from '@/lib/api-client';
import type { CarBrand } from './types';

export async function getCarBrands(): Promise<CarBrand[]> {
  const { data } = await apiClient.get<{ cars: CarBrand[] }>('/car/getAllcarBrands');
  return data.cars;
}
