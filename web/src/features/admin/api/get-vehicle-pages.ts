import type { VehicleMake, VehicleModel } from '@shop/shared';
import { pageOfList } from '@/lib/paging';
import type { AdminPageLoader } from './admin-page';
import { getVehicleMakes, getVehicleModels } from './get-vehicle-catalog';

/*
 * The vehicle catalog's tables: the API answers each list whole (34 makes, a make's few dozen
 * models), so the search and the pages are made here.
 */

/** Whether an entry's English or Arabic name holds `search`. */
const named = (entry: { name: string; nameAr?: string }, search: string) =>
  `${entry.name} ${entry.nameAr ?? ''}`.toLowerCase().includes(search.toLowerCase());

/**
 * A page of the makes: with a search, those named so and those with a model named so (the
 * server finds models by a name typed in Arabic or English: "كامري" finds Toyota).
 */
export const getMakePage: AdminPageLoader<VehicleMake> = async (
  { page, limit, search },
  signal,
) => {
  const [makes, models] = await Promise.all([
    getVehicleMakes(signal),
    search ? getVehicleModels({ q: search }, signal) : [],
  ]);
  const withModels = new Set(models.map((model) => model.makeId));
  const found = search
    ? makes.filter((make) => named(make, search) || withModels.has(make._id))
    : makes;
  return pageOfList(found, page, limit);
};

/** A page of the models of the make `makeId`, those named like the search if there is one. */
export const modelPageLoader =
  (makeId: string): AdminPageLoader<VehicleModel> =>
  async ({ page, limit, search }, signal) => {
    const models = await getVehicleModels({ make: makeId }, signal);
    const found = search ? models.filter((model) => named(model, search)) : models;
    return pageOfList(found, page, limit);
  };
