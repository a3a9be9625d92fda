import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { ImageUpload } from '../storage/image-upload';
import { StorageService } from '../storage/storage.service';
import type { CarBrandView } from './dto/car.dto';
import { CarBrand } from './schemas/car-brand.schema';

const VIEW_FIELDS = 'carBrand carBrandLogo.url';

@Injectable()
export class CarBrandsService {
  constructor(
    @InjectModel(CarBrand.name) private readonly brands: Model<CarBrand>,
    private readonly storage: StorageService,
  ) {}

  list(): Promise<CarBrandView[]> {
    return this.brands.find().select(VIEW_FIELDS).sort({ carBrand: 1 }).lean<CarBrandView[]>();
  }

  count(): Promise<number> {
    return this.brands.countDocuments();
  }

  async add(name: string, logo: ImageUpload): Promise<CarBrandView> {
    if (await this.brands.exists({ carBrand: name }))
      throw new ConflictException('This brand exists already.');
    const [stored] = await this.storage.saveImages('brands', [logo]);
    try {
      const brand = await this.brands.create({ carBrand: name, carBrandLogo: stored });
      return {
        _id: brand._id.toString(),
        carBrand: brand.carBrand,
        carBrandLogo: { url: stored.url },
      };
    } catch (error) {
      await this.storage.remove([stored.key]);
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    const brand = await this.brands.findById(id).select('carBrandLogo.key').lean();
    if (!brand) throw new NotFoundException('Car brand not found.');
    await this.brands.deleteOne({ _id: id });
    await this.storage.remove([brand.carBrandLogo.key]);
  }
}
