import type { Language } from '@shop/shared';
import { formatYear, localizedName } from '@/i18n';
import type { CarPick } from './chosen-car';

/**
 * What a car is called on the screen, in `language`: its model and year ("Camry 2020",
 * "كامري ٢٠٢٠"), its make where the model is not known.
 */
export function carName(car: CarPick, language: Language): string {
  const model = car.model && localizedName({ name: car.model, nameAr: car.modelAr }, language);
  const make = car.make && localizedName({ name: car.make, nameAr: car.makeAr }, language);
  const year = car.year === undefined ? undefined : formatYear(car.year, language);
  return [model || make, year].filter(Boolean).join(' ');
}

/** The make, model and year: "Toyota Camry 2020", "تويوتا كامري ٢٠٢٠". */
export function fullCarName(car: CarPick, language: Language): string {
  const make = car.make && localizedName({ name: car.make, nameAr: car.makeAr }, language);
  return [make, car.model ? carName(car, language) : car.year && formatYear(car.year, language)]
    .filter(Boolean)
    .join(' ');
}
