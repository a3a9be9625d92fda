import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { shopError } from '../common/shop-error';
import { isDuplicateKey } from '../database/database-errors';
import type { ImageUpload } from '../storage/image-upload';
import { StorageService } from '../storage/storage.service';
import type { CarBrandView } from './dto/car.dto';
import { CarBrand } from './schemas/car-brand.schema';

const VIEW_FIELDS = 'carBrand nameAr carBrandLogo';

@Injectable()
export class CarBrandsService {
  constructor(
    @InjectModel(CarBrand.name) private readonly brands: Model<CarBrand>,
    private readonly storage: StorageService,
  ) {}

  async list(): Promise<CarBrandView[]> {
    const brands = await this.brands.find().select(VIEW_FIELDS).sort({ carBrand: 1 }).lean();
    return brands.map((brand) => ({
      _id: brand._id.toString(),
      carBrand: brand.carBrand,
      ...(brand.nameAr && { nameAr: brand.nameAr }),
      carBrandLogo: { url: this.storage.imageUrl(brand.carBrandLogo, brand.carBrandLogo.url) },
    }));
  }

  /**
   * Adds a brand unless one of that name exists, safely when several instances do it at once:
   * its logo goes under a key of its own name (the same bytes whoever writes it), then one
   * upsert on the unique name keeps a single record.
   */
  async addIfMissing(name: string, logo: ImageUpload, nameAr?: string): Promise<void> {
    await this.brands.init();
    if (await this.brands.exists({ carBrand: name })) return;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const stored = await this.storage.saveImageAs(`brands/${slug}`, logo);
    try {
      await this.brands.updateOne(
        { carBrand: name },
        { $setOnInsert: { carBrand: name, nameAr, carBrandLogo: { key: stored.key } } },
        { upsert: true },
      );
    } catch (error) {
      // Another instance inserted it between the upsert's lookup and its insert.
      if (!isDuplicateKey(error)) throw error;
    }
  }

  count(): Promise<number> {
    return this.brands.countDocuments();
  }

  async add(name: string, logo: ImageUpload, nameAr?: string): Promise<CarBrandView> {
    if (await this.brands.exists({ carBrand: name })) throw shopError('CAR_BRAND_EXISTS');
    const [stored] = await this.storage.saveImages('brands', [logo]);
    try {
      const brand = await this.brands.create({
        carBrand: name,
        nameAr,
        carBrandLogo: { key: stored.key },
      });
      return {
        _id: brand._id.toString(),
        carBrand: brand.carBrand,
        ...(brand.nameAr && { nameAr: brand.nameAr }),
        carBrandLogo: { url: this.storage.urlOf(stored.key) },
      };
    } catch (error) {
      await this.storage.remove([stored.key]);
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    const brand = await this.brands.findById(id).select('carBrandLogo.key').lean();
    if (!brand) throw shopError('CAR_BRAND_NOT_FOUND');
    await this.brands.deleteOne({ _id: id });
    await this.storage.remove([brand.carBrandLogo.key]);
  }
}
