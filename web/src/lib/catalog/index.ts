/** What the catalog's screens share: its types, the reads several of them make, the search. */
export * from './types';
export { getCategories } from './get-categories';
export * from './search';
export * from './pages';
