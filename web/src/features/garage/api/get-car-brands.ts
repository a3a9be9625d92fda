import type { CarBrand, CarBrandsAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

export async function getCarBrands(): Promise<CarBrand[]> {
  const { data } = await apiClient.get<CarBrandsAnswer>('/car/getAllcarBrands');
  return data.cars;
}
