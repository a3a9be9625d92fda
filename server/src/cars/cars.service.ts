import type { PageWindow } from '../common/list-queries';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  API_MESSAGES,
  declaredError,
  type CarHistory,
  decodeVin,
  type CarVinReading,
  type VehicleIdentity,
} from '@shop/shared';
import { type FilterQuery, Model, Types } from 'mongoose';
import { ShopError, shopError } from '../common/shop-error';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import type { ImageUpload } from '../storage/image-upload';
import { StorageService } from '../storage/storage.service';
import type { StoredLogo } from '../storage/stored-logo.schema';
import { UserOwnedWrites } from '../users/user-owned-writes';
import type { VehicleNames } from '../vehicles/vehicle-names';
import { VehicleNamesService } from '../vehicles/vehicle-names.service';
import type { AdminCarView, CarView, RegisterCarDto } from './dto/car.dto';
import type { Reading } from './service-schedule';
import { CAR_HISTORY_KEPT, SERVICE_SOURCES, UserCar } from './schemas/user-car.schema';

const VIEW_FIELDS = 'logo mileage mileageUpdatedAt engineNumber carDetails decoded model';
const VEHICLE_FIELDS = 'engineNumber carDetails decoded model';

/** The maker and model year a VIN names, as stored on the car; undefined when it names neither. */
function decodedFieldsOf(vin: string): CarVinReading | undefined {
  const { manufacturer, modelYear } = decodeVin(vin);
  if (!manufacturer && !modelYear) return undefined;
  return { ...(manufacturer && { manufacturer }), ...(modelYear && { modelYear }) };
}

/** A car as read: its logo as a key until it is answered as a URL, the model picked for a VIN. */
type StoredCar<View extends CarView = CarView> = Omit<View, 'logo' | 'vehicle'> & {
  logo: StoredLogo;
  model?: string;
};

/** What fitment reads of a garage car. */
export interface GarageCar {
  _id: Types.ObjectId;
  mileage: number;
  engineNumber?: string;
  vehicle?: VehicleIdentity;
}

/** What a car's service schedule is reckoned from (cars/service-schedule.ts). */
export interface ServicedCar {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  vehicle?: VehicleIdentity;
  /** The mileages given, oldest first; at least the car's current one. */
  readings: Reading[];
  lastService?: { mileage: number; at: Date };
}

/** The update that records a mileage the shopper gave at `at`. */
const mileageGiven = (mileage: number, at: Date) => ({
  $set: { mileage, mileageUpdatedAt: at },
  $push: { mileageLog: { $each: [{ mileage, at }], $slice: -CAR_HISTORY_KEPT } },
});

/**
 * A car as fitment reads it, in the catalog's names: from its details, or from the maker and model
 * year of its VIN and the model picked; undefined when its make is unknown.
 */
export function vehicleOf(
  car: Pick<StoredCar, 'carDetails' | 'decoded' | 'engineNumber' | 'model'>,
  names: VehicleNames,
): VehicleIdentity | undefined {
  const typed = car.engineNumber
    ? { make: car.decoded?.manufacturer, model: car.model, year: car.decoded?.modelYear }
    : { make: car.carDetails?.agency, model: car.carDetails?.model, year: car.carDetails?.year };
  if (!typed.make) return undefined;
  const named = names.resolve(typed);
  return {
    make: named.make!,
    ...(named.makeAr && { makeAr: named.makeAr }),
    ...(named.model && { model: named.model }),
    ...(named.modelAr && { modelAr: named.modelAr }),
    ...(typed.year !== undefined && { year: typed.year }),
  };
}

/**
 * Each user's garage. Every read and write of a user's car is scoped by its owner, so another
 * user's car is simply not found (404).
 */
@Injectable()
export class CarsService {
  constructor(
    @InjectModel(UserCar.name) private readonly cars: Model<UserCar>,
    private readonly storage: StorageService,
    private readonly vehicleNames: VehicleNamesService,
    private readonly userWrites: UserOwnedWrites,
  ) {}

  /** A deleted user's cars (and their logos) go with them. */
  @OnShopEvent('user.deleted')
  async onUserDeleted({ userId }: ShopEvents['user.deleted']): Promise<void> {
    await this.deleteWhere({ userId });
  }

  async listOf(userId: string): Promise<CarView[]> {
    const cars = await this.cars
      .find({ userId })
      .select(VIEW_FIELDS)
      .sort({ createdAt: 1 })
      .lean<StoredCar[]>();
    const names = await this.vehicleNames.names();
    return cars.map((car) => this.toView(car, names));
  }

  /** Every car (or those of `filter`), with its owner's name and email, for the admin screen. */
  async listAll(filter: FilterQuery<UserCar> = {}, window?: PageWindow): Promise<AdminCarView[]> {
    const query = this.cars
      .find(filter)
      .select(`${VIEW_FIELDS} userId`)
      .sort({ createdAt: -1, _id: -1 })
      .populate('userId', 'name email')
      .lean<StoredCar<AdminCarView>[]>();
    if (window) query.skip(window.skip).limit(window.limit);
    const [cars, names] = await Promise.all([query, this.vehicleNames.names()]);
    return cars.map((car) => this.toView(car, names));
  }

  count(filter: FilterQuery<UserCar> = {}): Promise<number> {
    return this.cars.countDocuments(filter);
  }

  /** A car as answered: its logo's URL in place of its key, and what it is as fitment reads it. */
  private toView<T extends StoredCar>(
    car: T,
    names: VehicleNames,
  ): Omit<T, 'model'> & Pick<CarView, 'logo' | 'vehicle'> {
    const { model: _picked, ...rest } = car;
    const vehicle = vehicleOf(car, names);
    return {
      ...rest,
      logo: { url: this.storage.imageUrl(car.logo, car.logo.url) },
      ...(vehicle && { vehicle }),
    };
  }

  /** The user's cars with what matching needs: mileage, VIN and the car as fitment reads it. */
  async garageOf(userId: string): Promise<GarageCar[]> {
    const [cars, names] = await Promise.all([
      this.cars
        .find({ userId })
        .select('mileage engineNumber carDetails decoded model')
        .sort({ createdAt: 1 })
        .lean<(StoredCar & { _id: Types.ObjectId })[]>(),
      this.vehicleNames.names(),
    ]);
    return cars.map((car) => {
      const vehicle = vehicleOf(car, names);
      return {
        _id: car._id,
        mileage: car.mileage,
        ...(car.engineNumber && { engineNumber: car.engineNumber }),
        ...(vehicle && { vehicle }),
      };
    });
  }

  /** One of the user's cars as fitment reads it; another user's car is not found (404). */
  async ownedVehicle(userId: string, id: string): Promise<GarageCar> {
    const car = (await this.garageOf(userId)).find((owned) => owned._id.toString() === id);
    if (!car) throw shopError('CAR_NOT_FOUND');
    return car;
  }

  /** Adds a car to the user's garage; a user deleted meanwhile keeps none (401). */
  async register(
    userId: string,
    fields: RegisterCarDto,
    logo: ImageUpload,
  ): Promise<{ car: CarView; byVin: boolean }> {
    const byVin = Boolean(fields.engineNumber);
    const engineNumber = fields.engineNumber?.toUpperCase();
    if (engineNumber) await this.assertVinIsNew(userId, engineNumber);
    const [stored] = await this.storage.saveImages('cars', [logo]);
    const car = await this.userWrites.write(
      userId,
      async () => {
        try {
          const now = new Date();
          const created = await this.cars.create({
            userId,
            logo: stored,
            mileage: fields.mileage,
            mileageUpdatedAt: now,
            mileageLog: [{ mileage: fields.mileage, at: now }],
            ...(engineNumber
              ? { engineNumber, decoded: decodedFieldsOf(engineNumber), model: fields.model }
              : { carDetails: fields.carDetails }),
          });
          return await this.findOwned(userId, created._id.toString());
        } catch (error) {
          await this.storage.remove([stored.key]);
          throw error;
        }
      },
      () => this.deleteWhere({ userId }),
    );
    return { car, byVin };
  }

  /** Changes the mileage and the VIN or the details; a new logo replaces the old file. */
  async update(
    userId: string,
    id: string,
    fields: RegisterCarDto,
    logo?: ImageUpload,
  ): Promise<CarView> {
    const existing = await this.cars
      .findOne({ _id: id, userId })
      .select('logo.key engineNumber mileage')
      .lean();
    if (!existing) throw shopError('CAR_NOT_FOUND');
    const engineNumber = fields.engineNumber?.toUpperCase();
    if (engineNumber && engineNumber !== existing.engineNumber)
      await this.assertVinIsNew(userId, engineNumber);
    const [stored] = logo ? await this.storage.saveImages('cars', [logo]) : [];
    const decoded = engineNumber ? decodedFieldsOf(engineNumber) : undefined;
    const changes = engineNumber
      ? {
          $set: {
            mileage: fields.mileage,
            engineNumber,
            ...(decoded && { decoded }),
            ...(fields.model && { model: fields.model }),
          },
          $unset: {
            carDetails: 1,
            ...(!decoded && { decoded: 1 }),
            ...(!fields.model && { model: 1 }),
          },
        }
      : {
          $set: { mileage: fields.mileage, carDetails: fields.carDetails },
          $unset: { engineNumber: 1, decoded: 1, model: 1 },
        };
    if (stored) Object.assign(changes.$set, { logo: stored });
    // A changed mileage is a new reading; the form sending the same one again is none.
    const reading =
      fields.mileage === existing.mileage ? undefined : mileageGiven(fields.mileage, new Date());
    if (reading) Object.assign(changes.$set, reading.$set);
    try {
      await this.cars.updateOne(
        { _id: id, userId },
        { ...changes, ...(reading && { $push: reading.$push }) },
      );
    } catch (error) {
      if (stored) await this.storage.remove([stored.key]);
      throw error;
    }
    if (stored) await this.storage.remove([existing.logo.key]);
    return this.findOwned(userId, id);
  }

  /** The mileage of one of the user's cars today (a new reading, even when it is the same). */
  async setMileage(userId: string, id: string, mileage: number): Promise<void> {
    const result = await this.cars.updateOne(
      { _id: id, userId },
      mileageGiven(mileage, new Date()),
    );
    if (result.matchedCount === 0) throw shopError('CAR_NOT_FOUND');
  }

  /** Records a service of a car (of the user's, when `userId` is given: else 404). */
  async recordService(
    carId: Types.ObjectId | string,
    service: { packageId: string; mileage: number; at: Date },
    source: (typeof SERVICE_SOURCES)[number],
    userId?: string,
  ): Promise<void> {
    const result = await this.cars.updateOne(
      { _id: carId, ...(userId && { userId }) },
      {
        $push: {
          services: {
            $each: [{ ...service, packageId: new Types.ObjectId(service.packageId), source }],
            $slice: -CAR_HISTORY_KEPT,
          },
        },
      },
    );
    if (result.matchedCount === 0) throw shopError('CAR_NOT_FOUND');
  }

  /**
   * The cars of these users (or one car of one user) with what their service schedule is
   * reckoned from (a car stored before readings were kept was given one, migration 009).
   */
  async servicedCars(filter: FilterQuery<UserCar>): Promise<ServicedCar[]> {
    const [cars, names] = await Promise.all([
      this.cars
        .find(filter)
        .select(`userId mileageLog services ${VEHICLE_FIELDS}`)
        .sort({ createdAt: 1 })
        .lean<
          (StoredCar &
            Pick<UserCar, 'userId' | 'mileageLog' | 'services'> & { _id: Types.ObjectId })[]
        >(),
      this.vehicleNames.names(),
    ]);
    return cars.map((car) => {
      const vehicle = vehicleOf(car, names);
      const last = car.services.at(-1);
      return {
        _id: car._id,
        userId: car.userId,
        ...(vehicle && { vehicle }),
        readings: car.mileageLog,
        ...(last && { lastService: { mileage: last.mileage, at: last.at } }),
      };
    });
  }

  /** The readings and services of each of the user's cars, for their data export. */
  async historyOf(userId: string): Promise<CarHistory<Date>[]> {
    const cars = await this.cars
      .find({ userId })
      .select('mileageLog services')
      .sort({ createdAt: 1 })
      .lean();
    return cars.map((car) => ({
      carId: car._id.toString(),
      mileageReadings: car.mileageLog.map(({ mileage, at }) => ({ mileage, at })),
      services: car.services.map(({ packageId, mileage, at, source }) => ({
        packageId: packageId.toString(),
        mileage,
        at,
        source,
      })),
    }));
  }

  async deleteOwned(userId: string, id: string): Promise<void> {
    if ((await this.deleteWhere({ _id: id, userId })) === 0) throw shopError('CAR_NOT_FOUND');
  }

  async deleteAny(id: string): Promise<void> {
    if ((await this.deleteWhere({ _id: id })) === 0) throw shopError('CAR_NOT_FOUND');
  }

  private async findOwned(userId: string, id: string): Promise<CarView> {
    const car = await this.cars.findOne({ _id: id, userId }).select(VIEW_FIELDS).lean<StoredCar>();
    if (!car) throw shopError('CAR_NOT_FOUND');
    return this.toView(car, await this.vehicleNames.names());
  }

  private async assertVinIsNew(userId: string, engineNumber: string): Promise<void> {
    if (await this.cars.exists({ userId, engineNumber })) {
      // With the documented `err` field beside the envelope's message.
      throw new ShopError(declaredError('VIN_DUPLICATE'), { err: API_MESSAGES.duplicateVin });
    }
  }

  private async deleteWhere(filter: {
    _id?: string;
    userId?: string | Types.ObjectId;
  }): Promise<number> {
    const doomed = await this.cars.find(filter).select('logo.key').lean();
    if (doomed.length === 0) return 0;
    await this.cars.deleteMany(filter);
    await this.storage.remove(doomed.map((car) => car.logo.key));
    return doomed.length;
  }
}
