import type { AdminCar } from '@shop/shared';
import { getAdminPage, type AdminPageLoader } from './admin-page';

/** A page of every user's cars with their owners, newest first (docs/behaviour.md). */
export const getCars: AdminPageLoader<AdminCar> = (query, signal) =>
  getAdminPage('/car/allCars', 'cars', query, signal);
