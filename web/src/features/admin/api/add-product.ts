import type { CarDetails, CatalogItem, MessageAnswer, ProductPartFields } from '@shop/shared';
import { apiClient } from '@/lib/api-client';
import { reportingProgress, toFormData, type UploadProgress } from '@/lib/multipart';
import { appendEmptied, partFormFields } from './fitment-fields';

/**
 * A product as the admin form sends it: the catalog's fields, the product's own, and its part
 * data (maker, part numbers, the cars it fits).
 */
export interface NewProduct extends Omit<CatalogItem, '_id'>, ProductPartFields {
  /** The category's id. */
  category: string;
  isForSpecificCar: boolean;
  carEngine?: string;
  carDetails: Partial<CarDetails>;
  /**
   * Units in stock; left out, the shop does not track this product's stock (on update: keeps
   * it); null, on update, stops tracking it.
   */
  stock?: number | null;
  /** On update, the images that replace the product's; none keeps them. */
  images: File[];
}

/**
 * The multipart body of addProduct and updateProduct, the images repeated as productImage and
 * the lists as JSON text fields (fitment-fields.ts).
 */
export function productFormData({
  carDetails,
  images,
  stock,
  manufacturer,
  partNumber,
  oemNumbers,
  universal,
  fitments,
  ...fields
}: NewProduct): FormData {
  const body = toFormData(
    {
      ...fields,
      stock,
      'carDetails[model]': carDetails.model,
      'carDetails[year]': carDetails.year,
      'carDetails[agency]': carDetails.agency,
      'carDetails[warranty]': carDetails.warranty,
      ...partFormFields({ manufacturer, partNumber, oemNumbers, universal, fitments }),
    },
    { productImage: images },
  );
  appendEmptied(body, { ...fields, manufacturer, partNumber });
  // An emptied stock field: the server stops tracking the product's stock.
  if (stock === null) body.append('stock', '');
  return body;
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
