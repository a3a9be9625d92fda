import { imageKeys } from './001-image-keys';
import { productMatchKeys } from './002-product-match-keys';
import { searchTokens } from './003-product-search-tokens';
import { orderReferences } from './004-order-references';
import { carBrandArabicNames } from './005-car-brand-arabic-names';
import { stockReleaseMarks } from './006-stock-release-marks';
import { nullOptionalTexts } from './007-null-optional-texts';
import { productCarDetailsFitments } from './008-product-car-details-fitments';
import { carHistoriesAndAnsweredMarks } from './009-car-histories-and-answered-marks';
import { vehicleNameKeys } from './010-vehicle-name-keys';
import type { Migration } from './migration';

/**
 * Every migration, in the order they run. A new one is a file NNN-what-it-does.ts exporting a
 * Migration, added at the end here; a migration that has run is never changed or removed, since
 * databases remember it by name.
 */
export const MIGRATIONS: readonly Migration[] = [
  imageKeys,
  productMatchKeys,
  searchTokens,
  orderReferences,
  carBrandArabicNames,
  stockReleaseMarks,
  nullOptionalTexts,
  productCarDetailsFitments,
  carHistoriesAndAnsweredMarks,
  vehicleNameKeys,
];
