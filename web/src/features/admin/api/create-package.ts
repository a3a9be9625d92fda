import type { MessageAnswer, ProductPartFields } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { reportingProgress, toFormData, type UploadProgress } from '@/lib/multipart';
import { appendEmptied, listField } from './fitment-fields';

/** A package as the admin forms send it; on update, any subset. */
export interface PackageFields {
  name?: string;
  description?: string;
  nameAr?: string;
  descriptionAr?: string;
  price?: number;
  mileage?: number;
  /** What the work costs, in SAR; null, on update, stops naming it. */
  labourPrice?: number | null;
  productIds: string[];
  /** The package's own cars; left out, they stay as they are; none: those its parts fit. */
  fitments?: ProductPartFields['fitments'];
  /** Sent as the repeated field logo; on update they replace the package's images. */
  images: File[];
}

export function packageFormData({
  productIds,
  images,
  fitments,
  labourPrice,
  ...fields
}: PackageFields): FormData {
  const body = toFormData(
    { ...fields, labourPrice, fitments: listField(fitments) },
    { productIds, logo: images },
  );
  appendEmptied(body, fields);
  // An emptied labour field: the package no longer names its labour.
  if (labourPrice === null) body.append('labourPrice', '');
  return body;
}

/** POST /api/package/createPackage as multipart. */
export async function createPackage(
  fields: PackageFields,
  onProgress?: UploadProgress,
): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>(
    '/package/createPackage',
    packageFormData(fields),
    reportingProgress(onProgress),
  );
  return data;
}
