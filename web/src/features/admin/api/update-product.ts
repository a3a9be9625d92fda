import type { MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { reportingProgress, type UploadProgress } from '@/lib/multipart';
import { productFormData, type NewProduct } from './add-product';

/**
 * PUT /api/product/updateProduct/{id}: the fields given change. With images (which replace the
 * old) it is multipart; without, JSON, where emptied lists (OEM numbers, fitments) are sent
 * empty and so cleared.
 */
export async function updateProduct(
  id: string,
  product: NewProduct,
  onProgress?: UploadProgress,
): Promise<MessageAnswer> {
  const { images, ...fields } = product;
  const { data } = await apiClient.put<MessageAnswer>(
    `/product/updateProduct/${encodeURIComponent(id)}`,
    images.length > 0 ? productFormData(product) : fields,
    reportingProgress(onProgress),
  );
  return data;
}
