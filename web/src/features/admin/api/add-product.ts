import { apiClient, type MessageAnswer } from '@/lib/api-client';
import type { CarDetails } from '@/lib/catalog';
import { reportingProgress, toFormData, type UploadProgress } from './multipart';

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
  carDetails: CarDetails;
  /** Units in stock; left out, the shop does not track this product's stock (or, on update, keeps it). */
  stock?: number;
  /** On update, the images that replace the product's; none keeps them. */
  images: File[];
}

/** The multipart body of addProduct and updateProduct, the images repeated as productImage. */
export function productFormData({ carDetails, images, ...fields }: NewProduct): FormData {
  return toFormData(
    {
      ...fields,
      'carDetails[model]': carDetails.model,
      'carDetails[year]': carDetails.year,
      'carDetails[agency]': carDetails.agency,
      'carDetails[warranty]': carDetails.warranty,
    },
    { productImage: images },
  );
}

/** POST /api/product/addProduct as multipart. */
export async function addProduct(
  product: NewProduct,
  onProgress?: UploadProgress,
): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>(
    '/product/addProduct',
    productFormData(product),
    reportingProgress(onProgress),
  );
  return data;
}
