/**
 * The vehicle catalog (makes, models with the years each was sold in Saudi Arabia, engines) and
 * the fitment of parts to cars (docs/behaviour.md, "Fitment"). The makes are the garage's car
 * brands: one list, the `carbrands` collection, answered here with their models.
 */

/** An engine of a model, where the parts differ by engine ("2.5L-I4"). */
export interface VehicleEngine {
  code: string;
  name: string;
  nameAr?: string;
}

/** A make: the same record as a car brand (its `_id` is the brand's). */
export interface VehicleMake {
  _id: string;
  name: string;
  nameAr?: string;
  logo: { url: string };
}

export interface VehicleModel {
  _id: string;
  /** The make's `_id` and name. */
  makeId: string;
  make: string;
  name: string;
  nameAr?: string;
  /** The model years sold in Saudi Arabia; `yearTo` absent while it is still sold. */
  yearFrom: number;
  yearTo?: number;
  engines: VehicleEngine[];
}

/** `GET /api/vehicles/makes` (`?year=`: only makes with a model sold that year). */
export interface VehicleMakesAnswer {
  message: string;
  makes: VehicleMake[];
}

/** `GET /api/vehicles/models`: by make and year, or found by name (`?q=`). */
export interface VehicleModelsAnswer {
  message: string;
  models: VehicleModel[];
}

export interface VehicleMakeAnswer {
  message: string;
  make: VehicleMake;
}

export interface VehicleModelAnswer {
  message: string;
  model: VehicleModel;
}

/** What an admin sends to add or change a model (`POST/PUT /api/vehicles/models`). */
export interface VehicleModelRequest {
  /** The make's `_id`. */
  makeId: string;
  name: string;
  nameAr?: string;
  yearFrom: number;
  yearTo?: number;
  engines?: VehicleEngine[];
}

/** What an admin sends to rename a make (`PUT /api/vehicles/makes/{id}`). */
export interface VehicleMakeRequest {
  name?: string;
  nameAr?: string;
}

/**
 * One car, or a range of model years of one model, a part fits. Makes and models are the
 * catalog's English names as stored; requests may name them in Arabic or in any case.
 */
export interface Fitment {
  make: string;
  model: string;
  yearFrom: number;
  yearTo: number;
  /** An engine code of the model; absent: every engine. */
  engine?: string;
  notes?: string;
  /** The Arabic names of the make and model, when the catalog has them (answers only). */
  makeAr?: string;
  modelAr?: string;
}

/** A car to check parts against: what the shopper picked, or a garage car (`carId`). */
export interface VehicleQuery {
  make?: string;
  model?: string;
  year?: number;
  engine?: string;
  /** A car of the caller's garage (needs the token). */
  carId?: string;
}

/** `GET /api/product/fitCheck/{id}`: whether the product fits the car. */
export interface FitCheckAnswer {
  fits: boolean;
  /** It fits every car. */
  universal: boolean;
  fitments: Fitment[];
}

/** What a garage car is, as fitment reads it: from its details, or from its VIN and the pick. */
export interface VehicleIdentity {
  make: string;
  makeAr?: string;
  model?: string;
  modelAr?: string;
  year?: number;
  engine?: string;
}
