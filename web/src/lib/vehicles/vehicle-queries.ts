import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { findModels, getMakes, getModels } from './get-vehicles';

/** The catalog changes when an admin edits it, rarely: a screen reads it again after this long. */
const CATALOG_FRESH_MS = 10 * 60_000;

const vehicleKeys = {
  all: ['vehicles'] as const,
  makes: (year: number | undefined) => [...vehicleKeys.all, 'makes', year ?? null] as const,
  models: (make: string) => [...vehicleKeys.all, 'models', make] as const,
  found: (typed: string) => [...vehicleKeys.all, 'found', typed] as const,
};

/** The makes to pick from (of `year`, when chosen). */
export const makesQuery = (year?: number) =>
  queryOptions({
    queryKey: vehicleKeys.makes(year),
    queryFn: ({ signal }) => getMakes(year, signal),
    staleTime: CATALOG_FRESH_MS,
    placeholderData: keepPreviousData,
  });

/** The models of a make (its catalog name), every year's. */
export const modelsQuery = (make: string) =>
  queryOptions({
    queryKey: vehicleKeys.models(make),
    queryFn: ({ signal }) => getModels(make, signal),
    staleTime: CATALOG_FRESH_MS,
  });

/** The models a typed name finds, whatever their make. */
export const foundModelsQuery = (typed: string) =>
  queryOptions({
    queryKey: vehicleKeys.found(typed),
    queryFn: ({ signal }) => findModels(typed, signal),
    staleTime: CATALOG_FRESH_MS,
    placeholderData: keepPreviousData,
  });
