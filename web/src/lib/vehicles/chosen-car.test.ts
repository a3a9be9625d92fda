import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHOSEN_CAR_STORAGE_KEY,
  carFromParams,
  pathWithCar,
  useChosenCarStore,
  withCar,
} from './chosen-car';

const params = (query: string) => new URLSearchParams(query);

describe('the chosen car in the address', () => {
  it("is read under the documented search's names, the make as brand", () => {
    expect(
      carFromParams(params('brand=Toyota&model=Camry&year=2020&engine=2.5L-I4&page=2')),
    ).toEqual({
      make: 'Toyota',
      model: 'Camry',
      year: 2020,
      engine: '2.5L-I4',
    });
    expect(carFromParams(params('model=Camry&year=2020'))).toBeNull();
  });

  it('leaves out a year that is no model year', () => {
    for (const year of ['20x0', '1949', String(new Date().getFullYear() + 2), '2020.5'])
      expect(carFromParams(params(`brand=Kia&year=${year}`))).toEqual({ make: 'Kia' });
  });

  it("takes another car's place in a query string, the rest kept", () => {
    const next = withCar(params('brand=Kia&model=Rio&keywords=pads&page=3'), {
      make: 'Toyota',
      model: 'Camry',
      makeAr: 'تويوتا',
    });
    expect(next.toString()).toBe('keywords=pads&page=3&brand=Toyota&model=Camry');
    expect(withCar(next, null).toString()).toBe('keywords=pads&page=3');
    expect(pathWithCar('/products?category=c1', { make: 'Honda', year: 2003 })).toBe(
      '/products?category=c1&brand=Honda&year=2003',
    );
    expect(pathWithCar('/package', null)).toBe('/package');
  });
});

describe('the chosen car of the session', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useChosenCarStore.getState().syncFromStorage();
  });

  it('is remembered for the tab, and forgotten', () => {
    useChosenCarStore.getState().choose({ make: 'Toyota', model: 'Camry', year: 2020 });
    expect(sessionStorage.getItem(CHOSEN_CAR_STORAGE_KEY)).toBe(
      'brand=Toyota&model=Camry&year=2020',
    );
    useChosenCarStore.setState({ car: null });
    useChosenCarStore.getState().syncFromStorage();
    expect(useChosenCarStore.getState().car).toEqual({
      make: 'Toyota',
      model: 'Camry',
      year: 2020,
    });

    useChosenCarStore.getState().choose(null);
    expect(sessionStorage.getItem(CHOSEN_CAR_STORAGE_KEY)).toBeNull();
    expect(useChosenCarStore.getState().car).toBeNull();
  });
});
