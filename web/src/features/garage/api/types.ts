/** A car brand the user picks from: its name and logo. */
export interface CarBrand {
  _id: string;
  carBrand: string;
  /** The brand's name in Arabic, when the shop has it. */
  nameAr?: string;
  carBrandLogo: { url: string };
}

/** The details of a car registered by data. */
export interface CarDetails {
  model: string;
  year: number;
  agency: string;
  warranty: boolean;
}

/** A car of the user's garage: either an engine number (VIN) or details. */
export interface UserCar {
  _id: string;
  logo?: { url: string };
  mileage: number;
  engineNumber?: string;
  carDetails?: CarDetails;
  /** For a car known by its VIN: the maker and model year the shop read from it, where known. */
  decoded?: { manufacturer?: string; modelYear?: number };
}

/** What the add and update forms send: an engine number (VIN), or the car's details. */
export type VehicleFields =
  | { kind: 'vin'; mileage?: number; engineNumber?: string }
  | {
      kind: 'data';
      mileage?: number;
      model?: string;
      year?: number;
      agency?: string;
      warranty?: boolean;
    };
