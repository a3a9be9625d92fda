import type { CarDetails, MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { reportingProgress, toFormData, type UploadProgress } from '@/lib/multipart';

export interface NewProduct {
  name: string;
  description: string;
  nameAr?: string;
  descriptionAr?: string;
  price: number;
  /** The category's id. */
  category: string;
  isForSpecificCar: boolean;
  carEngine?: string;
  carDetails: Partial<CarDetails>;
  /** Units in stock; left out, the shop does not track this product's stock. */
  stock?: number;
  images: File[];
}

/** POST /api/product/addProduct as multipart, the images repeated as productImage. */
export async function addProduct(
  product: NewProduct,
  onProgress?: UploadProgress,
): Promise<MessageAnswer> {
  const { carDetails, images, ...fields } = product;
  const body = toFormData(
    {
      ...fields,
      'carDetails[model]': carDetails.model,
      'carDetails[year]': carDetails.year,
      'carDetails[agency]': carDetails.agency,
      'carDetails[warranty]': carDetails.warranty,
    },
    { productImage: images },
  );
  const { data } = await apiClient.post<MessageAnswer>(
    '/product/addProduct',
    body,
    reportingProgress(onProgress),
  );
  return data;
}
