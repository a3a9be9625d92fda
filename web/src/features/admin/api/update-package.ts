import type { MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { packageFormData, type PackageFields } from './create-package';
import { reportingProgress, type UploadProgress } from '@/lib/multipart';

/** PUT /api/package/updatePackage/{id}: only the fields given change. */
export async function updatePackage(
  id: string,
  fields: PackageFields,
  onProgress?: UploadProgress,
): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>(
    `/package/updatePackage/${encodeURIComponent(id)}`,
    packageFormData(fields),
    reportingProgress(onProgress),
  );
  return data;
}
