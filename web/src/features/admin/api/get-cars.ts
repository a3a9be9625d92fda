import type { AdminCar, AdminCarsAnswer } from '@shop/shared';
import { getPage } from '@/lib/paging';
import type { AdminPageLoader } from './admin-page';

/** A page of every user's cars with their owners, newest first (docs/behaviour.md). */
export const getCars: AdminPageLoader<AdminCar> = (query, signal) =>
  getPage('/car/allCars', (answer: AdminCarsAnswer) => answer.cars, query, signal);
