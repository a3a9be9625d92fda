import type { Category, Package, Product } from '@shop/shared';
import { getAdminPage, type AdminPageLoader } from './admin-page';

/** The filters of the products table besides its search (words of the name). */
export const PRODUCT_FILTERS = ['category', 'brand', 'model'] as const;

/** A page of products, newest first; the search box's words are the API's keywords. */
export const getProducts: AdminPageLoader<Product> = ({ search, ...query }, signal) =>
  getAdminPage('/product/getAllProducts', 'products', { ...query, keywords: search }, signal);

/** A page of packages, highest mileage first. */
export const getPackages: AdminPageLoader<Package> = (query, signal) =>
  getAdminPage('/package/allPackages', 'packages', query, signal);

/** A page of categories. */
export const getCategoryPage: AdminPageLoader<Category> = (query, signal) =>
  getAdminPage('/category', 'categories', query, signal);
