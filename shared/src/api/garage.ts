import type { CarDetails, Package } from './catalog.js';
import type { VehicleIdentity } from './vehicles.js';

/** A car brand the user picks from: its name and logo. */
export interface CarBrand {
  _id: string;
  carBrand: string;
  /** The brand's name in Arabic, when the shop has it. */
  nameAr?: string;
  carBrandLogo: { url: string };
}

/** `getAllcarBrands`: the brands, named `cars` by the API. */
export interface CarBrandsAnswer {
  message: string;
  cars: CarBrand[];
}

export interface CarBrandAnswer {
  message: string;
  carBrand: CarBrand;
}

/** What the shop read from a garage car's VIN, where known (`decodeVin/:vin` answers DecodedVin). */
export interface CarVinReading {
  manufacturer?: string;
  modelYear?: number;
}

/** A car of the user's garage: either an engine number (VIN) or details. */
export interface UserCar {
  _id: string;
  logo: { url: string };
  mileage: number;
  engineNumber?: string;
  carDetails?: CarDetails;
  /** For a car known by its VIN: the maker and model year the shop read from it, where known. */
  decoded?: CarVinReading;
  /**
   * The car as fitment reads it: from its details, or from its VIN (make, model year) and the
   * model the shopper picked. Absent when the shop cannot tell its make.
   */
  vehicle?: VehicleIdentity;
}

/** A user's car as the back office lists it, with its owner (null once deleted). */
export interface AdminCar extends UserCar {
  userId: { _id: string; name: string; email: string } | null;
}

export interface CarAnswer {
  message: string;
  car: UserCar;
}

export interface CarsAnswer {
  message: string;
  cars: UserCar[];
}

export interface AdminCarsAnswer {
  message: string;
  cars: AdminCar[];
  /** With ?page= or ?limit=: how many there are in all. */
  total?: number;
}

/**
 * The service packages for one of the caller's cars: those that fit it, the next one due first
 * (by mileage), named by the car.
 */
export interface CarPackages {
  carId: string;
  packages: Package[];
  car: VehicleIdentity & { mileage: number };
}

export interface CarPackagesAnswer {
  message: string;
  packagesForCars: CarPackages[];
}
