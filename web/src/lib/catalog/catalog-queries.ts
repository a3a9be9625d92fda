import { queryOptions } from '@tanstack/react-query';
import { getCategories } from './get-categories';
import { catalogKeys } from './pages';

/** Every category: the products screen's sidebar and the admin's product screen share it. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
  });
