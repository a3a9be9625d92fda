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

/** How long an instance answers from the category names it read (docs/decisions.md, "Speed"). */
export const CATEGORY_NAMES_MAX_AGE_MS = 60_000;

@Injectable()
export class CategoriesService {
  /** The categories as the driver reads them (database/driver-collection.ts). */
  private readonly collection;
  /**
   * Category names as this instance last read them, by id (null: no such category), each at
   * most a minute old: every product answered names its category, and categories change rarely.
   * Writes of this instance drop them at once; other instances see a change within the minute.
   * Only ids stored products name come here, so it holds no more entries than categories.
   */
  private readonly shown = new Map<string, { category: CategoryRef | null; readAt: number }>();
  /** Counts changes, so that a read begun before one is not kept after it. */
  private changes = 0;

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

  /**
   * The names products are answered with: as namesByIds, from the names this instance read less
   * than a minute ago where it has them, reading only the others.
   */
  async shownNames(ids: Iterable<Types.ObjectId>): Promise<Map<string, CategoryRef>> {
    const now = Date.now();
    const names = new Map<string, CategoryRef>();
    const unread: Types.ObjectId[] = [];
    for (const id of ids) {
      const kept = this.shown.get(id.toString());
      if (!kept || now - kept.readAt >= CATEGORY_NAMES_MAX_AGE_MS) unread.push(id);
      else if (kept.category) names.set(id.toString(), kept.category);
    }
    if (unread.length === 0) return names;
    const changes = this.changes;
    const read = await this.namesByIds(unread);
    for (const id of unread) {
      const key = id.toString();
      const category = read.get(key) ?? null;
      if (category) names.set(key, category);
      if (changes === this.changes) this.shown.set(key, { category, readAt: now });
    }
    return names;
  }

  /** Forgets the names read, after a change of this instance. */
  private forget(): void {
    this.changes += 1;
    this.shown.clear();
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
    this.forget();
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
    this.forget();
  }
}
