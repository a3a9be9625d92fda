import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { CategoriesService } from '../categories/categories.service';
import { appConfig } from '../config';
import { runOnce } from '../database/run-once';
import { PackagesService } from '../packages/packages.service';
import { ProductsService } from '../products/products.service';
import { ShippingZonesService } from '../shipping/shipping-zones.service';
import type { ImageUpload } from '../storage/image-upload';
import { VehicleCatalogSeed } from '../vehicles/vehicle-catalog.seed';
import { partPicture } from './art';
import {
  DEMO_CATEGORIES,
  DEMO_PACKAGES,
  DEMO_PRODUCTS,
  type DemoCategoryKey,
} from './demo-catalog.data';
import { DEMO_ZONES } from './demo-zones.data';

const SEED_MARK = 'demo-catalog';
/** Zones have their own mark, so shops seeded before there were zones get them too. */
const ZONES_SEED_MARK = 'demo-shipping-zones';

const svg = (name: string, content: string): ImageUpload => ({
  originalName: `${name}.svg`,
  extension: 'svg',
  content: Buffer.from(content),
});

/**
 * Fills an empty shop with the demo catalog, once: its claim in the `seeds` collection keeps
 * later starts (and shops that already have categories of their own) from seeding again, and
 * lets only one of several instances starting together seed while the others wait for it.
 */
@Injectable()
export class DemoSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @InjectConnection() private readonly connection: Connection,
    private readonly categories: CategoriesService,
    private readonly products: ProductsService,
    private readonly packages: PackagesService,
    private readonly vehicleCatalog: VehicleCatalogSeed,
    private readonly zones: ShippingZonesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.app.seedDemo) return;
    // The demo parts' fitments name the catalog's makes and models.
    await this.vehicleCatalog.ready();
    await runOnce(this.connection, SEED_MARK, async () => {
      if ((await this.categories.count()) === 0) await this.seedCatalog();
    });
    await runOnce(this.connection, ZONES_SEED_MARK, async () => {
      if ((await this.zones.count()) > 0) return;
      for (const zone of DEMO_ZONES) await this.zones.create(zone);
      this.logger.log(`Demo shipping zones seeded: ${DEMO_ZONES.length}`);
    });
  }

  private async seedCatalog(): Promise<void> {
    const categoryIds = {} as Record<DemoCategoryKey, string>;
    for (const [key, category] of Object.entries(DEMO_CATEGORIES) as [
      DemoCategoryKey,
      (typeof DEMO_CATEGORIES)[DemoCategoryKey],
    ][]) {
      categoryIds[key] = (await this.categories.create(category))._id;
    }
    const productIds = new Map<string, string>();
    for (const { category, kind, car, vin, ...product } of DEMO_PRODUCTS) {
      const { hue } = DEMO_CATEGORIES[category];
      const created = await this.products.add(
        {
          ...product,
          category: categoryIds[category],
          isForSpecificCar: Boolean(car || vin),
          carDetails: car,
          carEngine: vin,
        },
        [svg(product.name, partPicture(kind, hue))],
      );
      productIds.set(product.name, created._id.toString());
    }
    for (const { products, saving: _saving, ...pack } of DEMO_PACKAGES) {
      await this.packages.create(
        { ...pack, productIds: products.map((name) => productIds.get(name)!) },
        [svg(pack.name, partPicture('box', 130))],
      );
    }
    this.logger.log(
      `Demo catalog seeded: ${DEMO_PRODUCTS.length} products in ${Object.keys(categoryIds).length} categories, ${DEMO_PACKAGES.length} packages`,
    );
  }
}
