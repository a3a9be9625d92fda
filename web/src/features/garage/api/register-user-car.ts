import type { CarAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import type { VehicleFields } from './types';

const append = (body: FormData, name: string, value: string | number | boolean | undefined) => {
  if (value !== undefined && value !== '') body.append(name, String(value));
};

/** Registers a car of the logged-in user; the logo is the brand's image, sent as logo.png. */
export async function registerUserCar(
  fields: VehicleFields,
  logo: Blob | undefined,
): Promise<CarAnswer> {
  const body = new FormData();
  if (logo) body.append('logo', logo, 'logo.png');
  append(body, 'mileage', fields.mileage);
  if (fields.kind === 'vin') {
    append(body, 'engineNumber', fields.engineNumber?.trim().toUpperCase());
  } else {
    append(body, 'model', fields.model);
    append(body, 'year', fields.year);
    append(body, 'agency', fields.agency);
    append(body, 'warranty', fields.warranty);
  }
  const { data } = await apiClient.post<CarAnswer>('/car/registerUserCar', body);
  return data;
}
