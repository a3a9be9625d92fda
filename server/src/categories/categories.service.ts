import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { updateOf } from '../common/form-values';
import type { PageWindow } from '../common/list-queries';
import { shopError } from '../common/shop-error';
import { driverCollection } from '../database/driver-collection';
import { EventBus } from '../events/event-bus';
import type { CategoryDto, CategoryView, UpdateCategoryDto } from './dto/category.dto';
import { Category } from './schemas/category.schema';

/** A category as a product names it. */
export interface CategoryRef {
  _id: Types.ObjectId;
  name: string;
  nameAr?: string;
}
const FIELDS = '_id name description nameAr descriptionAr';

@Injectable()
export class CategoriesService {
  /** The categories as the driver reads them (database/driver-collection.ts). */
  private readonly collection;

  constructor(
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    private readonly events: EventBus,
  ) {
    this.collection = driverCollection<CategoryRef>(categories);
  }

  async list(window?: PageWindow) {
    const query = this.categories.find().select(FIELDS).sort({ name: 1 }).lean<CategoryView[]>();
    if (window) query.skip(window.skip).limit(window.limit);
    return query;
  }

  count(): Promise<number> {
    return this.categories.countDocuments();
  }

  /** These categories' names by id (as text), in one query; ids of no category are left out. */
  async namesByIds(ids: Iterable<Types.ObjectId>): Promise<Map<string, CategoryRef>> {
    const wanted = [...ids];
    if (wanted.length === 0) return new Map();
    // Through the driver: ids need no casting, and this runs with every product answered.
    const found = await this.collection()
      .find<CategoryRef>({ _id: { $in: wanted } }, { projection: { name: 1, nameAr: 1 } })
      .toArray();
    return new Map(found.map((category) => [category._id.toString(), category]));
  }

  async exists(id: string): Promise<boolean> {
    return Types.ObjectId.isValid(id) && (await this.categories.exists({ _id: id })) !== null;
  }

  async create(fields: CategoryDto): Promise<CategoryView> {
    const category = await this.categories.create(fields);
    return {
      _id: category._id.toString(),
      name: category.name,
      description: category.description,
      ...(category.nameAr && { nameAr: category.nameAr }),
      ...(category.descriptionAr && { descriptionAr: category.descriptionAr }),
    };
  }

  async update(id: string, fields: UpdateCategoryDto): Promise<CategoryView> {
    const { $set, $unset } = updateOf(fields);
    await this.categories.updateOne(
      { _id: id },
      { $set, ...(Object.keys($unset).length && { $unset }) },
    );
    const category = await this.categories.findById(id).select(FIELDS).lean<CategoryView>();

    if (!category) throw shopError('CATEGORY_NOT_FOUND');
    return category;
  }

  async delete(id: string): Promise<void> {
    const category = await this.categories.findById(id).select('_id').lean();
    if (!category) throw shopError('CATEGORY_NOT_FOUND');
    // Its products go first (events/shop-events.ts), so a failure leaves the category in place.
    await this.events.emit('category.deleted', {
      categoryId: category._id,
    });
    await this.categories.deleteOne({ _id: category._id });
  }
}
