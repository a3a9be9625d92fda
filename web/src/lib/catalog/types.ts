/** The catalog as the API answers it (spec section 3, design section 4). */

export interface Category {
  _id: string;
  name: string;
  description: string;
  /** The Arabic name and description, when the shop has them. */
  nameAr?: string;
  descriptionAr?: string;
}

/** An uploaded product image; the URL is absolute. */
export interface ProductImage {
  secure_url: string;
}

export interface CarDetails {
  model?: string;
  year?: number;
  agency?: string;
  warranty?: boolean;
}

export interface Product {
  _id: string;
  name: string;
  description: string;
  /** The Arabic name and description, when the shop has them. */
  nameAr?: string;
  descriptionAr?: string;
  /** In SAR. */
  price: number;
  /** Null once its category is gone. */
  category: Pick<Category, '_id' | 'name' | 'nameAr'> | null;
  image: ProductImage[];
  /** The VIN of the one car the product is for. */
  carEngine?: string;
  carDetails?: CarDetails;
  isForSpecificCar: boolean;
}

/** A product as a package lists it. */
export type PackageProduct = Pick<Product, '_id' | 'name' | 'nameAr' | 'price' | 'image'>;

export interface PackageImage {
  url: string;
}

export interface Package {
  _id: string;
  name: string;
  description: string;
  /** The Arabic name and description, when the shop has them. */
  nameAr?: string;
  descriptionAr?: string;
  /** In SAR. */
  price: number;
  /** The mileage (km) the service package is for. */
  mileage: number;
  images: PackageImage[];
  /** The first of the images. */
  logo?: PackageImage | null;
  products: PackageProduct[];
}
