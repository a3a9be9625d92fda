import type { CarAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import type { VehicleFields } from './types';

const append = (body: FormData, name: string, value: string | number | boolean | undefined) => {
  if (value !== undefined && value !== '') body.append(name, String(value));
};

/** Updates a car of the logged-in user: mileage with the engine number, or with the details. */
export async function updateUserCar(id: string, fields: VehicleFields): Promise<CarAnswer> {
  const body = new FormData();
  append(body, 'mileage', fields.mileage);
  if (fields.kind === 'vin') {
    append(body, 'engineNumber', fields.engineNumber?.trim().toUpperCase());
  } else {
    append(body, 'carDetails[model]', fields.model);
    append(body, 'carDetails[year]', fields.year);
    append(body, 'carDetails[agency]', fields.agency);
    append(body, 'carDetails[warranty]', fields.warranty);
  }
  const { data } = await apiClient.put<CarAnswer>(
    `/car/updateUserCar/${encodeURIComponent(id)}`,
    body,
  );
  return data;
}
