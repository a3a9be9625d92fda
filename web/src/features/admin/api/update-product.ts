import type { MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { productFormData, type NewProduct } from './add-product';
import { reportingProgress, type UploadProgress } from '@/lib/multipart';

/** PUT /api/product/updateProduct/{id}: the fields given change; images given replace the old. */
export async function updateProduct(
  id: string,
  product: NewProduct,
  onProgress?: UploadProgress,
): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>(
    `/product/updateProduct/${encodeURIComponent(id)}`,
    productFormData(product),
    reportingProgress(onProgress),
  );
  return data;
}
