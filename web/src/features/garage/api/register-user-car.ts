import type { CarAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { appendFields } from '@/lib/multipart';
import { vinOf, type VehicleFields } from './types';

/** Registers a car of the logged-in user; the logo is the brand's image, sent as logo.png. */
export async function registerUserCar(
  fields: VehicleFields,
  logo: Blob | undefined,
): Promise<CarAnswer> {
  const body = new FormData();
  if (logo) body.append('logo', logo, 'logo.png');
  appendFields(
    body,
    fields.kind === 'vin'
      ? { mileage: fields.mileage, engineNumber: vinOf(fields), model: fields.model }
      : {
          mileage: fields.mileage,
          model: fields.model,
          year: fields.year,
          agency: fields.agency,
          warranty: fields.warranty,
        },
  );
  const { data } = await apiClient.post<CarAnswer>('/car/registerUserCar', body);
  return data;
}
