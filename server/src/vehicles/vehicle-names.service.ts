import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { driverCollection } from '../database/driver-collection';
import { CarBrand } from './schemas/car-brand.schema';
import { VehicleModelRecord } from './schemas/vehicle-model.schema';
import { readVehicleNames, type VehicleNames } from './vehicle-names';

/** How long an instance answers from the names it read (docs/decisions.md, "Fitment"). */
export const NAMES_MAX_AGE_MS = 60_000;

/**
 * The vehicle catalog's names as this instance last read them, at most a minute old: searches and
 * answers resolve names on every request, and the catalog changes rarely. Writes of this instance
 * drop them at once; other instances see a change within the minute. Checks of what an admin
 * sends ask for `fresh()` names, so a model added a moment ago on another instance is known.
 */
@Injectable()
export class VehicleNamesService {
  private current?: { names: VehicleNames; readAt: number };
  private reading?: Promise<VehicleNames>;
  /** Counts changes, so that a read begun before one is not kept as current after it. */
  private changes = 0;

  private readonly brands;
  private readonly models;

  constructor(
    @InjectModel(CarBrand.name) brands: Model<CarBrand>,
    @InjectModel(VehicleModelRecord.name) models: Model<VehicleModelRecord>,
  ) {
    this.brands = driverCollection(brands);
    this.models = driverCollection(models);
  }

  /** The names, read again when older than a minute (one read at a time). */
  async names(): Promise<VehicleNames> {
    const current = this.current;
    if (current && Date.now() - current.readAt < NAMES_MAX_AGE_MS) return current.names;
    return this.fresh();
  }

  /** The names as stored now. */
  fresh(): Promise<VehicleNames> {
    if (this.reading) return this.reading;
    const changes = this.changes;
    const reading = readVehicleNames(this.brands(), this.models())
      .then((names) => {
        if (changes === this.changes) this.current = { names, readAt: Date.now() };
        return names;
      })
      .finally(() => {
        if (this.reading === reading) this.reading = undefined;
      });
    this.reading = reading;
    return reading;
  }

  /** Forgets the names after a change of the catalog, so the next request reads them. */
  forget(): void {
    this.changes += 1;
    this.current = undefined;
    this.reading = undefined;
  }
}
