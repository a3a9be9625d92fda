import { hasImageExtension } from '@shop/shared';
import type { MessageKey } from '@/i18n';
import type { FitmentRow } from './fitment-rules';
import type { PickedProduct } from './ProductPicker';

/*
 * The admin catalog forms' checks (docs/behaviour.md, "Validation rules"). Each answers the warning
 * to show, or null when the form may be sent. Text fields count only when they hold more than
 * blanks.
 */

const given = (value: string | number | null | undefined): boolean =>
  typeof value === 'number' ? !Number.isNaN(value) : Boolean(value?.trim());

/** The one rule every image upload shares: jpg, jpeg, png, gif, bmp or webp. */
export const imagesWarning = (files: readonly File[]): MessageKey | null =>
  files.every((file) => hasImageExtension(file.name)) ? null : 'admin.imageFormat';

export interface ProductFormValues extends ArabicFormValues {
  name?: string;
  description?: string;
  price?: number | null;
  category?: string;
  isForSpecificCar?: boolean;
  carEngine?: string;
  model?: string;
  year?: number | null;
  agency?: string;
  warranty?: boolean;
  /** Units in stock; empty to not track stock. */
  stock?: number | null;
  /** Who makes the part. */
  manufacturer?: string;
  partNumber?: string;
  oemNumbers?: string[];
  /** Fits every car: the fitment rows are hidden and none are sent. */
  universal?: boolean;
  fitments?: FitmentRow[];
}

/**
 * Name, description, price, category, and on add at least one image (an update without images
 * keeps the product's); then the image types.
 */
export function productFormWarning(
  values: ProductFormValues,
  files: readonly File[],
  mode: 'add' | 'update' = 'add',
): MessageKey | null {
  const complete = [values.name, values.description, values.price, values.category].every(given);
  if (!complete || (mode === 'add' && files.length === 0)) return 'admin.products.required';
  return imagesWarning(files);
}

/** The Arabic name and description beside the English ones; both optional. */
export interface ArabicFormValues {
  nameAr?: string;
  descriptionAr?: string;
}

/**
 * The optional texts `keys` to send: those typed, and, on an update, an emptied one that the
 * record had (to clear it); nothing for a text neither the form nor the record holds.
 */
export function optionalTexts<Key extends string>(
  keys: readonly Key[],
  values: Partial<Record<Key, string>>,
  editing?: Partial<Record<Key, string>>,
): Partial<Record<Key, string>> {
  const fields: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const typed = values[key]?.trim() ?? '';
    if (typed || editing?.[key]) fields[key] = typed;
  }
  return fields;
}

/** The Arabic name and description to send (see optionalTexts). */
export const arabicFields = (values: ArabicFormValues, editing?: ArabicFormValues) =>
  optionalTexts(['nameAr', 'descriptionAr'], values, editing);

export interface CategoryFormValues extends ArabicFormValues {
  name?: string;
  description?: string;
}

/** Both name and description, on add and on update. */
export const categoryFormWarning = (values: CategoryFormValues): MessageKey | null =>
  given(values.name) && given(values.description) ? null : 'admin.categories.required';

export interface PackageFormValues extends ArabicFormValues {
  name?: string;
  price?: number | null;
  description?: string;
  mileage?: number | null;
  /** What the work costs, in SAR; empty when the shop does not name it. */
  labourPrice?: number | null;
  /** The products picked (see ProductPicker). */
  products?: PickedProduct[];
  /** The package's own cars; none: the cars all its parts fit. */
  fitments?: FitmentRow[];
}

/**
 * Adding needs every field; updating changes only what is given, so it skips that check. The
 * image types are checked on both.
 */
export function packageFormWarning(
  values: PackageFormValues,
  files: readonly File[],
  mode: 'add' | 'update',
): MessageKey | null {
  if (mode === 'add') {
    const fields = [values.name, values.price, values.description, values.mileage];
    if (!fields.every(given) || !values.products?.length) return 'admin.packages.required';
  }
  return imagesWarning(files);
}
