import { fitmentYearMax, FITMENT_YEAR_MIN } from '@shop/shared';
import { searchWords } from '../text/normalise';
import { VEHICLE_CATALOG } from '../vehicles/vehicle-catalog.data';
import { vehicleNamesOf } from '../vehicles/vehicle-names';
import { DEMO_PACKAGES, DEMO_PRODUCTS } from './demo-catalog.data';

const ARABIC_LETTER = /[\u0621-\u064A]/;
const names = vehicleNamesOf(VEHICLE_CATALOG);
const priceOf = (name: string) => DEMO_PRODUCTS.find((product) => product.name === name)!.price;

/**
 * What a package's English text may name, and the products that are it: a text names a thing
 * only when the package holds it, and names everything it holds.
 */
const THINGS: [inText: RegExp, product: RegExp][] = [
  [/spark plugs/i, /spark plugs/i],
  [/brake pads/i, /brake pads/i],
  [/engine oil/i, /engine oil/i],
  [/oil filter/i, /oil filter/i],
  [/(?<!cabin )air filter/i, /(?<!cabin )air filter/i],
  [/cabin filter/i, /cabin air filter/i],
  [/brake fluid/i, /brake fluid/i],
  [/wiper/i, /wiper/i],
  [/coolant/i, /coolant/i],
  [/battery/i, /battery/i],
  [/washer fluid/i, /washer fluid/i],
  [/sun shade/i, /sun shade/i],
];

/** The demo catalog is what a newcomer first sees: it must hold together. */
describe('the demo catalog', () => {
  it('fits every part to cars of the vehicle catalog (make, model, engine), or to every car', () => {
    const wrong: string[] = [];
    for (const product of DEMO_PRODUCTS) {
      const fitments = product.fitments ?? [];
      if (!fitments.length && !product.universal && !product.car && !product.vin) {
        wrong.push(`${product.name}: fits no car`);
      }
      for (const fitment of fitments) {
        const named = names.resolve(fitment);
        const model = named.catalogModel;
        const engines = model?.engines.map((engine) => engine.code) ?? [];
        const years = `${fitment.yearFrom}-${fitment.yearTo}`;
        if (!named.catalogMake || !model)
          wrong.push(`${product.name}: ${fitment.make} ${fitment.model}`);
        else if (fitment.engine && !engines.includes(fitment.engine)) {
          wrong.push(`${product.name}: ${fitment.model} ${fitment.engine}`);
        } else if (
          fitment.yearFrom > fitment.yearTo ||
          fitment.yearFrom < Math.max(FITMENT_YEAR_MIN, model.yearFrom) ||
          fitment.yearTo > Math.min(fitmentYearMax(), model.yearTo ?? fitmentYearMax())
        ) {
          wrong.push(`${product.name}: ${fitment.model} ${years}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names every part in English and Arabic, with its maker and part number unless generic', () => {
    for (const product of DEMO_PRODUCTS) {
      expect([product.name, ARABIC_LETTER.test(product.nameAr)]).toEqual([product.name, true]);
      expect([product.name, ARABIC_LETTER.test(product.descriptionAr)]).toEqual([
        product.name,
        true,
      ]);
      if (!product.universal || product.manufacturer) {
        expect([product.name, Boolean(product.manufacturer && product.partNumber)]).toEqual([
          product.name,
          true,
        ]);
      }
    }
    // Several parts fit several cars, over ranges of years; some fit every car.
    const multi = DEMO_PRODUCTS.filter((product) => (product.fitments?.length ?? 0) >= 3);
    expect(multi.length).toBeGreaterThanOrEqual(10);
    expect(DEMO_PRODUCTS.filter((product) => product.universal).length).toBeGreaterThanOrEqual(4);
  });

  it('prices each package as its parts and labour, less the saving its texts state', () => {
    for (const pack of DEMO_PACKAGES) {
      const parts = pack.products.reduce((sum, name) => sum + priceOf(name), 0);
      expect([pack.name, pack.price]).toEqual([pack.name, parts + pack.labourPrice - pack.saving]);
      expect(pack.saving).toBeGreaterThanOrEqual(0);
      expect(pack.description).toContain(`SAR ${pack.labourPrice}`);
      expect(pack.description).toContain(`You save SAR ${pack.saving}`);
      const arabicNumbers = searchWords(pack.descriptionAr);
      expect([pack.name, arabicNumbers]).toEqual([
        pack.name,
        expect.arrayContaining([String(pack.labourPrice), String(pack.saving)]),
      ]);
    }
  });

  it('says in each package what it holds, and only that', () => {
    for (const pack of DEMO_PACKAGES) {
      for (const [inText, product] of THINGS) {
        const said = inText.test(pack.description);
        const held = pack.products.some((name) => product.test(name));
        expect([pack.name, inText.source, said]).toEqual([pack.name, inText.source, held]);
      }
    }
  });
});
