import { useQuery } from '@tanstack/react-query';
import type { CarPick } from './chosen-car';
import { isNamed } from './names';
import { makesQuery, modelsQuery } from './vehicle-queries';

/**
 * `car` with its make and model as the catalog names them, in English (what fitments compare)
 * and in Arabic (what an Arabic reader is shown): "تويوتا" typed in a search reads Toyota. A car
 * the catalog lacks keeps the names it was given.
 */
export function useNamedCar<Car extends CarPick>(car: Car | null): Car | null {
  const makes = useQuery({ ...makesQuery(), enabled: Boolean(car?.make) });
  const make = car?.make
    ? makes.data?.find((candidate) => isNamed(candidate, car.make!))
    : undefined;
  const models = useQuery({
    ...modelsQuery(make?.name ?? ''),
    enabled: Boolean(make && car?.model),
  });
  const model = car?.model
    ? models.data?.find((candidate) => isNamed(candidate, car.model!))
    : undefined;
  if (!car) return null;
  return {
    ...car,
    make: make?.name ?? car.make,
    makeAr: make?.nameAr ?? car.makeAr,
    model: model?.name ?? car.model,
    modelAr: model?.nameAr ?? car.modelAr,
  };
}
