/** The catalog as the API answers it: categories, products, packages (docs/behaviour.md). */
import type { Fitment } from './vehicles.js';

export interface Category {
  _id: string;
  name: string;
  description: string;
  /** The Arabic name and description, when the shop has them. */
  nameAr?: string;
  descriptionAr?: string;
}

/** What `createCategory` and `updateCategory` take. */
export type CategoryRequest = Pick<Category, 'name' | 'description' | 'nameAr' | 'descriptionAr'>;

export interface CategoryAnswer {
  message: string;
  category: Category;
}

export interface CategoriesAnswer {
  message: string;
  categories: Category[];
  /** With ?page= or ?limit= only. */
  total?: number;
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

/** A car's details: what a garage car registered by data has, and what a product may be for. */
export interface CarDetails {
  model: string;
  year: number;
  /** The brand, as its agency sells it. */
  agency: string;
  warranty: boolean;
}

/** What products and packages both have: names and descriptions in two languages, a price. */
export interface CatalogItem {
  _id: string;
  name: string;
  description: string;
  /** The Arabic name and description, when the shop has them. */
  nameAr?: string;
  descriptionAr?: string;
  /** In SAR. */
  price: number;
}

export interface Product extends CatalogItem {
  /** Null once its category is gone. */
  category: Pick<Category, '_id' | 'name' | 'nameAr'> | null;
  image: ProductImage[];
  /** The VIN of the one car the product is for. */
  carEngine?: string;
  /** The car the product is for, as far as the shop gave it. */
  carDetails?: Partial<CarDetails>;
  isForSpecificCar: boolean;
  /** Units in stock; absent when the shop does not track it. */
  stock?: number;
  /** Who makes the part (Bosch, Denso, Toyota Genuine …), when given. */
  manufacturer?: string;
  /** The maker's part number, as the maker writes it. */
  partNumber?: string;
  /** The car makers' numbers the part replaces (interchange). */
  oemNumbers?: string[];
  /** It fits every car (wiper fluid, oil): answered only when true. */
  universal?: boolean;
  /**
   * The cars it fits, beside `carDetails`/`carEngine` (which count as one more fitment: that
   * year, that VIN). Answered only when there are some.
   */
  fitments?: Fitment[];
}

/** What `addProduct` and `updateProduct` take beside the documented fields (JSON or multipart). */
export type ProductPartFields = Pick<
  Product,
  'manufacturer' | 'partNumber' | 'oemNumbers' | 'universal'
> & { fitments?: Omit<Fitment, 'makeAr' | 'modelAr'>[] };

/** The facets of a product listing, counted over the whole result (`?facets=true`). */
export interface ProductFacets {
  manufacturers: { name: string; count: number }[];
  /** How many of the products found are in stock. */
  inStock: number;
  /** The lowest and highest price found, in SAR; null when nothing is found. */
  price: { min: number; max: number } | null;
}

export interface ProductAnswer {
  message: string;
  product: Product;
}

export interface ProductsAnswer {
  message: string;
  products: Product[];
  /** With ?page= or ?limit= only. */
  total?: number;
  /** With ?facets=true only. */
  facets?: ProductFacets;
}

/** A product as a package lists it. */
export type PackageProduct = Pick<Product, '_id' | 'name' | 'nameAr' | 'price' | 'image' | 'stock'>;

/**
 * The units a package can be had in: the fewest of its products' (those that track stock);
 * undefined when none does; none when it has no product left (every one deleted).
 */
export function packageStock(products: { stock?: number }[]): number | undefined {
  if (products.length === 0) return 0;
  const tracked = products.flatMap((product) => product.stock ?? []);
  return tracked.length ? Math.min(...tracked) : undefined;
}

export interface PackageImage extends ImageCopies {
  url: string;
}

export interface Package extends CatalogItem {
  /** The mileage (km) the service package is for. */
  mileage: number;
  images: PackageImage[];
  /** The first of the images. */
  logo: PackageImage | null;
  products: PackageProduct[];
  /** Its parts at today's catalog prices, in SAR. */
  partsPrice: number;
  /** What the package charges for the work, in SAR, when the shop names it. */
  labourPrice?: number;
  /**
   * The cars it is for: its own, or else those all its car-specific parts fit (a package of
   * universal parts only is for every car, `universal`). Answered only when there are some.
   */
  fitments?: Fitment[];
  universal?: boolean;
}

export interface PackageAnswer {
  message: string;
  package: Package;
}

/** `getpackageById`: the key's spelling is part of the API. */
export interface PackageeAnswer {
  message: string;
  packagee: Package;
}

export interface PackagesAnswer {
  message: string;
  packages: Package[];
  /** With ?page= or ?limit= only. */
  total?: number;
}

/** `GET /api/product`: the products found, and the packages holding any of them. */
export interface SearchAnswer {
  message: string;
  products: Product[];
  packages: Package[];
  /** How many products match, with ?page= or ?limit= only. */
  total?: number;
}
