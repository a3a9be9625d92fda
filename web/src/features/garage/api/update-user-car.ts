import type { CarAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { toFormData } from '@/lib/multipart';
import { vinOf, type VehicleFields } from './types';

/** Updates a car of the logged-in user: mileage with the engine number, or with the details. */
export async function updateUserCar(id: string, fields: VehicleFields): Promise<CarAnswer> {
  const body = toFormData(
    fields.kind === 'vin'
      ? { mileage: fields.mileage, engineNumber: vinOf(fields), model: fields.model }
      : {
          mileage: fields.mileage,
          'carDetails[model]': fields.model,
          'carDetails[year]': fields.year,
          'carDetails[agency]': fields.agency,
          'carDetails[warranty]': fields.warranty,
        },
  );
  const { data } = await apiClient.put<CarAnswer>(
    `/car/updateUserCar/${encodeURIComponent(id)}`,
    body,
  );
  return data;
}
