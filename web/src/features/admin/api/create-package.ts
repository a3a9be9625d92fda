import type { MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { reportingProgress, toFormData, type UploadProgress } from '@/lib/multipart';

/** A package as the admin forms send it; on update, any subset. */
export interface PackageFields {
  name?: string;
  description?: string;
  nameAr?: string;
  descriptionAr?: string;
  price?: number;
  mileage?: number;
  productIds: string[];
  /** Sent as the repeated field logo; on update they replace the package's images. */
  images: File[];
}

export const packageFormData = ({ productIds, images, ...fields }: PackageFields): FormData =>
  toFormData(fields, { productIds, logo: images });

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
