import type { PageWindow } from '../common/list-queries';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { API_MESSAGES, declaredError, decodeVin, type CarVinReading } from '@shop/shared';
import { Model, Types } from 'mongoose';
import { ShopError, shopError } from '../common/shop-error';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import type { ImageUpload } from '../storage/image-upload';
import { StorageService } from '../storage/storage.service';
import type { AdminCarView, CarView, RegisterCarDto } from './dto/car.dto';
import type { StoredLogo } from './schemas/car-brand.schema';
import { UserCar } from './schemas/user-car.schema';

const VIEW_FIELDS = 'logo mileage engineNumber carDetails decoded';

/** The maker and model year a VIN names, as stored on the car; undefined when it names neither. */
function decodedFieldsOf(vin: string): CarVinReading | undefined {
  const { manufacturer, modelYear } = decodeVin(vin);
  if (!manufacturer && !modelYear) return undefined;
  return { ...(manufacturer && { manufacturer }), ...(modelYear && { modelYear }) };
}

/** A car as read: its logo as a key until it is answered as a URL. */
type StoredCar<View extends CarView = CarView> = Omit<View, 'logo'> & { logo: StoredLogo };

/**
 * Each user's garage. Every read and write of a user's car is scoped by its owner, so another
 * user's car is simply not found (404).
 */
@Injectable()
export class CarsService {
  constructor(
    @InjectModel(UserCar.name) private readonly cars: Model<UserCar>,
    private readonly storage: StorageService,
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
    return cars.map((car) => this.toView(car));
  }

  /** Every car, with its owner's name and email, for the admin screen. */
  async listAll(window?: PageWindow): Promise<AdminCarView[]> {
    const query = this.cars
      .find()
      .select(`${VIEW_FIELDS} userId`)
      .sort({ createdAt: -1, _id: -1 })
      .populate('userId', 'name email')
      .lean<StoredCar<AdminCarView>[]>();
    if (window) query.skip(window.skip).limit(window.limit);
    return (await query).map((car) => this.toView(car));
  }

  count(): Promise<number> {
    return this.cars.countDocuments();
  }

  /** A car as answered: its logo's URL in place of its key. */
  private toView<T extends { logo: StoredLogo }>(
    car: T,
  ): Omit<T, 'logo'> & { logo: { url: string } } {
    return { ...car, logo: { url: this.storage.imageUrl(car.logo, car.logo.url) } };
  }

  /** The user's cars with what matching needs (mileage, VIN, details). */
  garageOf(userId: string) {
    return this.cars.find({ userId }).select('mileage engineNumber carDetails').lean();
  }

  async register(
    userId: string,
    fields: RegisterCarDto,
    logo: ImageUpload,
  ): Promise<{ car: CarView; byVin: boolean }> {
    const byVin = Boolean(fields.engineNumber);
    const engineNumber = fields.engineNumber?.toUpperCase();
    if (engineNumber) await this.assertVinIsNew(userId, engineNumber);
    const [stored] = await this.storage.saveImages('cars', [logo]);
    try {
      const created = await this.cars.create({
        userId,
        logo: stored,
        mileage: fields.mileage,
        ...(engineNumber
          ? { engineNumber, decoded: decodedFieldsOf(engineNumber) }
          : { carDetails: fields.carDetails }),
      });
      return { car: await this.findOwned(userId, created._id.toString()), byVin };
    } catch (error) {
      await this.storage.remove([stored.key]);
      throw error;
    }
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
      .select('logo.key engineNumber')
      .lean();
    if (!existing) throw shopError('CAR_NOT_FOUND');
    const engineNumber = fields.engineNumber?.toUpperCase();
    if (engineNumber && engineNumber !== existing.engineNumber)
      await this.assertVinIsNew(userId, engineNumber);
    const [stored] = logo ? await this.storage.saveImages('cars', [logo]) : [];
    const decoded = engineNumber ? decodedFieldsOf(engineNumber) : undefined;
    const changes = engineNumber
      ? {
          $set: { mileage: fields.mileage, engineNumber, ...(decoded && { decoded }) },
          $unset: { carDetails: 1, ...(!decoded && { decoded: 1 }) },
        }
      : {
          $set: { mileage: fields.mileage, carDetails: fields.carDetails },
          $unset: { engineNumber: 1, decoded: 1 },
        };
    if (stored) Object.assign(changes.$set, { logo: stored });
    try {
      await this.cars.updateOne({ _id: id, userId }, changes);
    } catch (error) {
      if (stored) await this.storage.remove([stored.key]);
      throw error;
    }
    if (stored) await this.storage.remove([existing.logo.key]);
    return this.findOwned(userId, id);
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
    return this.toView(car);
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
