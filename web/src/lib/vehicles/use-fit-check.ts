import type { VehicleIdentity } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useI18n } from '@/i18n';
import { userCarsQuery } from '@/lib/garage';
import { useSessionStore } from '@/stores/session-store';
import { carName } from './car-name';
import { carFromParams } from './chosen-car';
import { fitsCar, type FittingItem } from './fitment';
import { useNamedCar } from './use-named-car';

/** What a card or a product page says of an item and the shopper's car. */
export type FitVerdict =
  | { kind: 'universal' }
  /** `car`: the car's name, as the screen shows it. */
  | { kind: 'fits' | 'doesNotFit'; car: string }
  /** None of the shopper's several cars. */
  | { kind: 'fitsNoneOfCars' };

/**
 * How items fit the shopper's car: the car chosen in the address, else the cars of the garage
 * (logged in). An item fits every car when it is universal; without a car whose model is known
 * there is nothing else to say.
 */
export function useFitCheck(): (item: FittingItem) => FitVerdict | undefined {
  const { language } = useI18n();
  const [params] = useSearchParams();
  const chosen = useNamedCar(carFromParams(params));
  const token = useSessionStore((state) => state.storedToken);
  const garage = useQuery({ ...userCarsQuery(token), enabled: Boolean(token) && !chosen });
  const cars: VehicleIdentity[] = chosen
    ? [chosen]
    : (garage.data ?? []).flatMap((car) => (car.vehicle ? [car.vehicle] : []));
  const known = cars.filter((car) => car.model);

  return (item) => {
    if (item.universal) return { kind: 'universal' };
    const [first] = known;
    if (!first) return undefined;
    const fitting = known.find((car) => fitsCar(item, car));
    if (fitting) return { kind: 'fits', car: carName(fitting, language) };
    return known.length === 1
      ? { kind: 'doesNotFit', car: carName(first, language) }
      : { kind: 'fitsNoneOfCars' };
  };
}
