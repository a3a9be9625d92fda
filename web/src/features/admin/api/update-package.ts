import type { MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { reportingProgress, type UploadProgress } from '@/lib/multipart';
import { packageFormData, type PackageFields } from './create-package';

/**
 * PUT /api/package/updatePackage/{id}: only the fields given change. With images (which replace
 * the package's) it is multipart; without, JSON, which can also say "no cars of its own" (an
 * empty list of fitments).
 */
export async function updatePackage(
  id: string,
  fields: PackageFields,
  onProgress?: UploadProgress,
): Promise<MessageAnswer> {
  const { images, ...json } = fields;
  const { data } = await apiClient.put<MessageAnswer>(
    `/package/updatePackage/${encodeURIComponent(id)}`,
    images.length > 0 ? packageFormData(fields) : json,
    reportingProgress(onProgress),
  );
  return data;
}
