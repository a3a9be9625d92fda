/** What the catalog's screens share: the reads several of them make, the search. */
export { getCategories } from './get-categories';
export { getProduct } from './get-product';
export { categoriesQuery } from './catalog-queries';
export * from './search';
export * from './pages';
