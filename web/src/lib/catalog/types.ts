/** The catalog as the API answers it (README.md, "Catalog"). */

export interface Category {
  _id: string;
  name: string;
  description: string;
  /** The Arabic name and description, when the shop has them. */
  nameAr?: string;
  descriptionAr?: string;
}

/** Smaller WebP copies the API makes of an uploaded image (absent on older images). */
export interface ImageCopies {
  /** About 400 px wide: a card's. */
  thumb_url?: string;
  /** About 1000 px wide: a detail page's. */
  detail_url?: string;
}

/** An uploaded product image; the URLs are absolute. */
export interface ProductImage extends ImageCopies {
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
  /** Units in stock; absent when the shop does not track it. */
  stock?: number;
}

/** A product as a package lists it. */
export type PackageProduct = Pick<Product, '_id' | 'name' | 'nameAr' | 'price' | 'image' | 'stock'>;

export interface PackageImage extends ImageCopies {
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
