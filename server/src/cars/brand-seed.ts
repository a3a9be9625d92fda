import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { arabicBrandName } from '../text/car-names';
import { brandBadgePng } from '../seed/badge';
import { CarBrandsService } from './car-brands.service';

/** The brands sold in Saudi Arabia, with the initials and colour of the badge the shop draws. */
export const SAUDI_MARKET_BRANDS: [name: string, initials: string, hue: number][] = [
  ['Toyota', 'T', 0],
  ['Hyundai', 'H', 215],
  ['Nissan', 'N', 345],
  ['Kia', 'KIA', 5],
  ['Chevrolet', 'CH', 45],
  ['Ford', 'F', 225],
  ['GMC', 'GMC', 355],
  ['Honda', 'HON', 0],
  ['Mazda', 'MZ', 260],
  ['Mitsubishi', 'MIT', 350],
  ['Lexus', 'LX', 200],
  ['Mercedes-Benz', 'MB', 210],
  ['BMW', 'BMW', 205],
  ['Isuzu', 'IS', 0],
  ['Changan', 'CA', 220],
  ['Geely', 'GE', 190],
  ['MG', 'MG', 10],
];

/**
 * Gives a shop without car brands the Saudi market's list; brands are reference data, not demo
 * data. Several instances starting at once may all find none: each brand is added only if
 * missing, so they end with one list between them.
 */
@Injectable()
export class BrandSeed implements OnApplicationBootstrap {
  constructor(private readonly brands: CarBrandsService) {}

  async onApplicationBootstrap(): Promise<void> {
    if ((await this.brands.count()) > 0) return;
    for (const [name, initials, hue] of SAUDI_MARKET_BRANDS) {
      const content = brandBadgePng(initials, hue);
      const logo = { originalName: `${name}.png`, extension: 'png', content };
      await this.brands.addIfMissing(name, logo, arabicBrandName(name));
    }
  }
}
