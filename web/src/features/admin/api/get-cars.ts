import { apiClient } from '@/lib/api-client';

/** A user's car as the back office lists it (README.md, "Garage"), with its owner. */
export interface AdminCar {
  _id: string;
  logo?: { url: string };
  mileage: number;
  engineNumber?: string;
  carDetails?: { model: string; year: number; agency: string; warranty: boolean };
  /** For a car known by its VIN: the maker and model year the shop read from it, where known. */
  decoded?: { manufacturer?: string; modelYear?: number };
  userId?: { _id: string; name: string; email: string } | null;
}

/** Every user's car; the client adds the stored admin token to every call. */
export async function getCars(): Promise<AdminCar[]> {
  const { data } = await apiClient.get<{ cars: AdminCar[] }>('/car/allCars');
  return data.cars;
}
