import type { VehicleIdentity } from '@shop/shared';
import { create } from 'zustand';

/*
 * The shopper's chosen car (docs/behaviour.md, "Fitment"): a car of the garage, or one picked in
 * the selector. It travels in the address under the documented search's names
 * (`?brand=&model=&year=&engine=`), so every list it narrows, Back, a reload and a shared link
 * keep it; the session remembers it too, so that the site's links carry it from page to page.
 */

/** A car as the selector holds it: any part of it may be missing while it is being picked. */
export type CarPick = Partial<VehicleIdentity>;

/** A car chosen: its make at least. */
export type ChosenCar = CarPick & Pick<VehicleIdentity, 'make'>;

/** The address's names of the car's parts: the make goes as `brand`. */
const CAR_PARAMS = { make: 'brand', model: 'model', year: 'year', engine: 'engine' } as const;
/** The model years the catalog knows: from 1950 to next year (docs/behaviour.md, "Fitment"). */
const FIRST_YEAR = 1950;
const lastYear = () => new Date().getFullYear() + 1;

/** Every model year a car can have, the newest first. */
export const vehicleYears = (): number[] =>
  Array.from({ length: lastYear() - FIRST_YEAR + 1 }, (_, index) => lastYear() - index);

const isYear = (value: number) =>
  Number.isSafeInteger(value) && value >= FIRST_YEAR && value <= lastYear();

/** The car a query string names, or null when it names no make. */
export function carFromParams(params: URLSearchParams): ChosenCar | null {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const make = text(CAR_PARAMS.make);
  if (!make) return null;
  const year = Number(text(CAR_PARAMS.year));
  return {
    make,
    model: text(CAR_PARAMS.model),
    year: isYear(year) ? year : undefined,
    engine: text(CAR_PARAMS.engine),
  };
}

/** The car's parts as query parameters: only those it has. */
export function carParams(car: CarPick | null): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [part, name] of Object.entries(CAR_PARAMS)) {
    const value = car?.[part as keyof typeof CAR_PARAMS];
    if (value !== undefined && String(value).trim()) params[name] = String(value).trim();
  }
  return params;
}

/** `params` with `car` in place of the car they named (none: without a car). */
export function withCar(params: URLSearchParams, car: CarPick | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(CAR_PARAMS)) next.delete(name);
  for (const [name, value] of Object.entries(carParams(car))) next.set(name, value);
  return next;
}

/** `path` with the car in its query string. */
export function pathWithCar(path: string, car: CarPick | null): string {
  const [pathname = '', query = ''] = path.split('?');
  const params = withCar(new URLSearchParams(query), car).toString();
  return params ? `${pathname}?${params}` : pathname;
}

/** Whether two picks name the same car, part for part. */
export const sameCar = (one: CarPick | null, other: CarPick | null): boolean =>
  JSON.stringify(carParams(one)) === JSON.stringify(carParams(other));

/** Where the session keeps the chosen car (sessionStorage: it lasts as long as the tab). */
export const CHOSEN_CAR_STORAGE_KEY = 'chosenCar';

function readRemembered(): ChosenCar | null {
  try {
    const stored = sessionStorage.getItem(CHOSEN_CAR_STORAGE_KEY);
    return stored ? carFromParams(new URLSearchParams(stored)) : null;
  } catch {
    return null;
  }
}

function writeRemembered(car: ChosenCar | null): void {
  try {
    if (car)
      sessionStorage.setItem(
        CHOSEN_CAR_STORAGE_KEY,
        new URLSearchParams(carParams(car)).toString(),
      );
    else sessionStorage.removeItem(CHOSEN_CAR_STORAGE_KEY);
  } catch {
    // Storage unavailable: the car is remembered as long as the page.
  }
}

interface ChosenCarState {
  /** The car the site's links carry, or null. */
  car: ChosenCar | null;
  /** The shopper chose `car` (null: no car any more). */
  choose: (car: ChosenCar | null) => void;
  /** Reads the session's storage again (a test's fresh start). */
  syncFromStorage: () => void;
}

export const useChosenCarStore = create<ChosenCarState>()((set, get) => ({
  car: readRemembered(),
  choose: (car) => {
    if (sameCar(car, get().car)) return;
    writeRemembered(car);
    set({ car });
  },
  syncFromStorage: () => set({ car: readRemembered() }),
}));
