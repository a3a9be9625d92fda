import { getAdminPage, type AdminPageLoader } from './admin-page';

/** A user's car as the back office lists it (spec section 3), with its owner. */
export interface AdminCar {
  _id: string;
  logo?: { url: string };
  mileage: number;
  engineNumber?: string;
  carDetails?: { model: string; year: number; agency: string; warranty: boolean };
  /** For a car known by its VIN: the maker and model year the shop read from it, where known. */
  decoded?: { manufacturer?: string; modelYear?: number };
  userId?: { _id: string; name: string; email: string } | null;
}

/** A page of every user's cars, newest first. */
export const getCars: AdminPageLoader<AdminCar> = (query, signal) =>
  getAdminPage('/car/allCars', 'cars', query, signal);
