import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { CarBrand as CarBrandView, VehicleMake, VehicleMakeRequest } from '@shop/shared';
import { Model, trusted, Types } from 'mongoose';
import { shopError } from '../common/shop-error';
import { isDuplicateKey } from '../database/database-errors';
import type { ImageUpload } from '../storage/image-upload';
import { StorageService } from '../storage/storage.service';
import { nameKey } from '../text/normalise';
import { CarBrand, makeNameKeys } from './schemas/car-brand.schema';
import { VehicleModelRecord } from './schemas/vehicle-model.schema';
import { soldIn, VehicleModelsService } from './vehicle-models.service';
import { VehicleNamesService } from './vehicle-names.service';

const VIEW_FIELDS = 'carBrand nameAr carBrandLogo';

type StoredBrand = Pick<CarBrand, 'carBrand' | 'nameAr' | 'carBrandLogo'> & {
  _id: Types.ObjectId;
};

/**
 * The car brands, which are the vehicle catalog's makes (one list, `carbrands`): the garage's
 * documented brand calls and the catalog's makes read and write the same records.
 */
@Injectable()
export class CarBrandsService {
  constructor(
    @InjectModel(CarBrand.name) private readonly brands: Model<CarBrand>,
    @InjectModel(VehicleModelRecord.name) private readonly models: Model<VehicleModelRecord>,
    private readonly storage: StorageService,
    private readonly names: VehicleNamesService,
    private readonly vehicleModels: VehicleModelsService,
  ) {}

  /** The brands as the garage lists them, by name. */
  async list(): Promise<CarBrandView[]> {
    const brands = await this.brands.find().select(VIEW_FIELDS).sort({ carBrand: 1 }).lean();
    return brands.map((brand) => this.brandView(brand));
  }

  /** The makes, by name; with a year, only those with a model sold that year. */
  async makes(year?: number): Promise<VehicleMake[]> {
    const filter =
      year === undefined
        ? {}
        : { _id: trusted({ $in: await this.models.distinct('makeId', soldIn(year)) }) };
    const brands = await this.brands
      .find(filter)
      .select(VIEW_FIELDS)
      .sort({ carBrand: 1 })
      .lean<StoredBrand[]>();
    return brands.map((brand) => this.makeView(brand));
  }

  /**
   * Renames a make (its English or Arabic name); a name another make has, in either language, is
   * refused. The names and the keys they claim (nameKeys, unique across makes) are written
   * together, on the condition that the make still has the names they were derived from, so
   * that two renames at once cannot leave keys of names it no longer has.
   */
  async rename(id: string, names: VehicleMakeRequest): Promise<VehicleMake> {
    for (;;) {
      const brand = await this.brands.findById(id).select('carBrand nameAr').lean();
      if (!brand) throw shopError('CAR_BRAND_NOT_FOUND');
      await this.assertNamesAreFree(names, brand._id);
      // An Arabic name sent empty is cleared.
      const renamed = {
        carBrand: names.name || brand.carBrand,
        nameAr: names.nameAr === '' ? undefined : names.nameAr || brand.nameAr,
      };
      try {
        const { matchedCount } = await this.brands.updateOne(
          { _id: brand._id, carBrand: brand.carBrand, nameAr: brand.nameAr ?? null },
          {
            $set: {
              carBrand: renamed.carBrand,
              ...(renamed.nameAr && { nameAr: renamed.nameAr }),
              nameKeys: makeNameKeys(renamed),
            },
            ...(!renamed.nameAr && { $unset: { nameAr: 1 } }),
          },
        );
        // Renamed meanwhile (or deleted): read it again.
        if (matchedCount === 0) continue;
      } catch (error) {
        if (isDuplicateKey(error)) throw shopError('CAR_BRAND_EXISTS');
        throw error;
      }
      // Its models are found by the make's names too.
      await this.vehicleModels.refreshSearchKeys(brand._id);
      this.names.forget();
      const view = await this.brands.findById(id).select(VIEW_FIELDS).lean<StoredBrand>();
      if (!view) throw shopError('CAR_BRAND_NOT_FOUND');
      return this.makeView(view);
    }
  }

  /**
   * Adds a brand unless one of that name exists, safely when several instances do it at once:
   * its logo goes under a key of its own name (the same bytes whoever writes it), then one upsert
   * on the unique name keeps a single record. Answers its id; none when another make has one of
   * its names (an admin named a make so before this one arrived).
   */
  async addIfMissing(
    make: Pick<CarBrand, 'carBrand' | 'nameAr' | 'spellings'>,
    logo: ImageUpload,
  ): Promise<Types.ObjectId | undefined> {
    await this.brands.init();
    const existing = await this.brands.findOne({ carBrand: make.carBrand }).select('_id').lean();
    if (existing) return existing._id;
    const slug = make.carBrand.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const stored = await this.storage.saveImageAs(`brands/${slug}`, logo);
    try {
      await this.brands.updateOne(
        { carBrand: make.carBrand },
        {
          $setOnInsert: {
            ...make,
            nameKeys: makeNameKeys(make),
            carBrandLogo: { key: stored.key },
          },
        },
        { upsert: true },
      );
    } catch (error) {
      // Another instance inserted it between the upsert's lookup and its insert, or another
      // make has its Arabic name.
      if (!isDuplicateKey(error)) throw error;
    }
    this.names.forget();
    const added = await this.brands.findOne({ carBrand: make.carBrand }).select('_id').lean();
    return added?._id;
  }

  async add(name: string, logo: ImageUpload, nameAr?: string): Promise<CarBrandView> {
    await this.assertNamesAreFree({ name, nameAr });
    const [stored] = await this.storage.saveImages('brands', [logo]);
    try {
      const brand = await this.brands.create({
        carBrand: name,
        nameAr,
        nameKeys: makeNameKeys({ carBrand: name, nameAr }),
        carBrandLogo: { key: stored.key },
      });
      this.names.forget();
      return this.brandView(brand);
    } catch (error) {
      await this.storage.remove([stored.key]);
      if (isDuplicateKey(error)) throw shopError('CAR_BRAND_EXISTS');
      throw error;
    }
  }

  /** Deletes a make with its models and its logo. */
  async delete(id: string): Promise<void> {
    const brand = await this.brands.findById(id).select('carBrandLogo.key').lean();
    if (!brand) throw shopError('CAR_BRAND_NOT_FOUND');
    await this.brands.deleteOne({ _id: id });
    await this.models.deleteMany({ makeId: brand._id });
    this.names.forget();
    await this.storage.remove([brand.carBrandLogo.key]);
  }

  /**
   * Refuses names (a make's English or Arabic one, as sent) another make has as its name, its
   * Arabic name or one of its spellings, whatever the case or spelling ("toyota", "TOYOTA",
   * "تويوتا"). The unique nameKeys hold this for the names of two saves at once; this check
   * answers first, and covers the spellings too.
   */
  private async assertNamesAreFree(
    names: VehicleMakeRequest,
    self?: Types.ObjectId,
  ): Promise<void> {
    const catalog = await this.names.fresh();
    for (const name of [names.name, names.nameAr]) {
      const other = name ? catalog.make(name) : undefined;
      if (other && !(self && other.id === self.toString())) throw shopError('CAR_BRAND_EXISTS');
    }
    if (names.name !== undefined && !nameKey(names.name)) {
      throw shopError('FIELD_REQUIRED', { field: 'Brand name' });
    }
  }

  private logoUrl(brand: Pick<CarBrand, 'carBrandLogo'>): string {
    return this.storage.imageUrl(brand.carBrandLogo, brand.carBrandLogo.url);
  }

  private brandView(brand: StoredBrand): CarBrandView {
    return {
      _id: brand._id.toString(),
      carBrand: brand.carBrand,
      ...(brand.nameAr && { nameAr: brand.nameAr }),
      carBrandLogo: { url: this.logoUrl(brand) },
    };
  }

  private makeView(brand: StoredBrand): VehicleMake {
    return {
      _id: brand._id.toString(),
      name: brand.carBrand,
      ...(brand.nameAr && { nameAr: brand.nameAr }),
      logo: { url: this.logoUrl(brand) },
    };
  }
}
