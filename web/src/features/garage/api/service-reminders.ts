import type { MessageAnswer, ServiceDoneRequest, UpdateMileageRequest } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** A car's mileage today (a service reminder's "update my mileage"). */
export async function updateMileage(carId: string, mileage: number): Promise<MessageAnswer> {
  const body: UpdateMileageRequest = { mileage };
  const { data } = await apiClient.put<MessageAnswer>(
    `/car/userCars/${encodeURIComponent(carId)}/mileage`,
    body,
  );
  return data;
}

/** A service the car had elsewhere (a reminder's "I did it elsewhere"): the next one moves on. */
export async function serviceDoneElsewhere(
  carId: string,
  packageId: string,
): Promise<MessageAnswer> {
  const body: ServiceDoneRequest = { packageId };
  const { data } = await apiClient.post<MessageAnswer>(
    `/car/userCars/${encodeURIComponent(carId)}/serviceDone`,
    body,
  );
  return data;
}
