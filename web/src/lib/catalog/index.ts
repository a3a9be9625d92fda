/** What the catalog's screens share: its types, the reads several of them make, the search. */
export { getAllPackages } from './get-all-packages';
export { getAllProducts } from './get-all-products';
export { getCategories } from './get-categories';
export * from './search';
export * from './pages';
