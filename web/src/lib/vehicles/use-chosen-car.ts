import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { carFromParams, pathWithCar, useChosenCarStore } from './chosen-car';

/**
 * Remembers the car an address names, for the site's links to carry it on (the site's layout
 * listens once for every page).
 */
export function useRememberCarOfAddress(): void {
  const { search } = useLocation();
  useEffect(() => {
    const car = carFromParams(new URLSearchParams(search));
    if (car) useChosenCarStore.getState().choose(car);
  }, [search]);
}

/** `path` with the remembered car, for a link to a list it narrows (products, packages). */
export function useWithChosenCar(): (path: string) => string {
  const car = useChosenCarStore((state) => state.car);
  return (path) => pathWithCar(path, car);
}
