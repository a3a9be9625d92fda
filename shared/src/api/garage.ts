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
  /** When the shopper last gave the mileage (ISO); absent on cars stored before it was kept. */
  mileageUpdatedAt?: string;
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

/** Why a car's next service falls due when it does: its mileage, or six months since the last. */
export const SERVICE_DUE_BY = ['mileage', 'time'] as const;
export type ServiceDueBy = (typeof SERVICE_DUE_BY)[number];

/**
 * A garage car's next maintenance service (`GET /api/car/userCars`, each of my cars): the next
 * package that fits it, when it falls due, and the mileage the shop estimates the car has today.
 */
export interface NextService {
  package: { _id: string; name: string; nameAr?: string; price: number; mileage: number };
  /** When it falls due (ISO): the sooner of the mileage reached and six months since the last. */
  dueAt: string;
  dueBy: ServiceDueBy;
  estimatedMileage: number;
  /** Kilometres a month the shop reckons from the shopper's updates (1,500 until it knows). */
  kmPerMonth: number;
}

/** One of my cars as my garage lists it: with its next service, when a package fits it. */
export interface GarageCar extends UserCar {
  nextService?: NextService;
}

export interface GarageAnswer {
  message: string;
  cars: GarageCar[];
}

/** `PUT /api/car/userCars/{id}/mileage`: the car's mileage today. */
export interface UpdateMileageRequest {
  mileage: number;
}

/** `POST /api/car/userCars/{id}/serviceDone`: a service done elsewhere (the next one moves on). */
export interface ServiceDoneRequest {
  packageId: string;
}
