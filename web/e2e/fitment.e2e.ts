import { randomBytes } from 'node:crypto';
import { expectedCheckDigit } from '@shop/shared';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { ar } from '../src/i18n/ar';
import { en, type DictionaryKey } from '../src/i18n/en';
import { translateCount } from '../src/i18n/plurals';
import { expectAccessible } from './support/accessibility';
import { dialogSaying, setupBrowser, urlOf } from './support/browser';
import { addProduct, createCategory } from './support/catalog';
import { expect } from './support/expect';
import { newCustomer, storeSession } from './support/shopping';

const { page } = setupBrowser();

/** A Toyota of model year 2020 (WMI 4T1, year code L), with its North-American check digit. */
function toyota2020Vin(): string {
  const serial = String(100_000 + (randomBytes(3).readUIntBE(0, 3) % 900_000));
  const vin = `4T1B11HK0LU${serial}`;
  return `${vin.slice(0, 8)}${expectedCheckDigit(vin)}${vin.slice(9)}`;
}

/**
 * Parts of their own for each run: a Camry's, a Tahoe's and one for every car, each named in
 * three words (what a card shows of a name).
 */
async function seedParts(id: string) {
  // Arabic names number the run in Arabic digits: an Arabic screen shows no Latin letters.
  const idAr = new Intl.NumberFormat('ar-SA', { useGrouping: false }).format(parseInt(id, 16));
  const category = await createCategory(`Fitment ${id}`, 'Parts of the fitment journey', {
    nameAr: `قطع التوافق ${idAr}`,
    descriptionAr: 'قطع رحلة التوافق',
  });
  const digits = String(10_000 + (parseInt(id, 16) % 90_000));
  const pads = {
    name: `Pads ${id} ceramic`,
    nameAr: `فحمات ${idAr} سيراميك`,
    partNumber: `04465${digits}`,
    typedWithDashes: `04465-${digits}`,
    oemNumber: `04465-0${digits}`,
  };
  await addProduct({
    name: pads.name,
    nameAr: pads.nameAr,
    description: 'Quiet ceramic front pads',
    descriptionAr: 'فحمات أمامية هادئة',
    price: 260,
    category: category._id,
    manufacturer: 'Denso',
    partNumber: pads.partNumber,
    oemNumbers: [pads.oemNumber],
    fitments: [
      { make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2020 },
      { make: 'Toyota', model: 'Camry', yearFrom: 2021, yearTo: 2023 },
      { make: 'Lexus', model: 'ES', yearFrom: 2019, yearTo: 2023 },
    ],
  });
  const tahoe = { name: `Filter ${id} Tahoe`, nameAr: `فلتر ${idAr} تاهو` };
  await addProduct({
    ...tahoe,
    description: 'Air filter for the Tahoe',
    descriptionAr: 'فلتر هواء لتاهو',
    price: 90,
    category: category._id,
    fitments: [{ make: 'Chevrolet', model: 'Tahoe', yearFrom: 2015, yearTo: 2020 }],
  });
  const fluid = { name: `Fluid ${id} washer`, nameAr: `سائل ${idAr} للزجاج` };
  await addProduct({
    ...fluid,
    description: 'Windscreen washer fluid for any car',
    descriptionAr: 'سائل غسيل الزجاج لأي سيارة',
    price: 25,
    category: category._id,
    universal: true,
  });
  return { pads, tahoe, fluid };
}

/** The card of the product named `name` (its first three words) in `list`. */
const card = (list: ReturnType<Page['getByRole']>, name: string) =>
  list.getByRole('article').filter({ has: page().getByRole('link', { name, exact: true }) });

describe.each(['en', 'ar'] as const)('parts that fit the car (%s)', (language) => {
  const text = (key: DictionaryKey) => (language === 'ar' ? ar : en)[key];
  const say = (key: DictionaryKey, car: string) => text(key).replace('{car}', car);
  const inLanguage = <Text>(english: Text, arabic: Text) => (language === 'ar' ? arabic : english);
  const camry2020 = inLanguage('Camry 2020', 'كامري ٢٠٢٠');

  it('picks the car on Home, opens a fitting part, finds it by part number, and fits a garage car', async () => {
    const id = randomBytes(3).toString('hex');
    const { pads, tahoe, fluid } = await seedParts(id);
    const name = (part: { name: string; nameAr: string }) => inLanguage(part.name, part.nameAr);
    if (language === 'ar') await page().addInitScript(() => localStorage.setItem('lang', 'ar'));

    // Home: Year, then Make, then Model typed in the reader's language.
    await page().goto('/');
    const panel = page().getByRole('region', { name: text('search.title') });
    await panel.getByRole('combobox', { name: text('search.year') }).selectOption('2020');
    await panel.getByRole('combobox', { name: text('search.brand') }).fill(inLanguage('toy', 'تو'));
    await page()
      .getByRole('option', { name: inLanguage(/^Toyota/, /^تويوتا/) })
      .click();
    await panel
      .getByRole('combobox', { name: text('search.model') })
      .fill(inLanguage('camry', 'كامري'));
    await page()
      .getByRole('option', { name: inLanguage(/^Camry/, /^كامري/) })
      .click();
    await expectAccessible(page(), 'Home with a car picked');
    await panel.getByRole('button', { name: text('search.submit') }).click();

    // Only the parts that fit, each saying so; the part for every car after them.
    await page().waitForURL(urlOf('/products?brand=Toyota&model=Camry&year=2020'));
    const results = page().getByRole('region', { name: text('products.forYourSearch') });
    await expect(card(results, name(pads))).toContainText(say('fit.fits', camry2020));
    await expect(card(results, name(fluid))).toContainText(text('fit.universal'));
    await expect(results.getByRole('link', { name: name(tahoe), exact: true })).toHaveCount(0);
    await expectAccessible(page(), 'Products for a car');

    // The part's page: its maker, numbers, and the cars it fits with their years joined.
    await results.getByRole('link', { name: name(pads), exact: true }).click();
    await page()
      .getByRole('heading', { level: 1, name: name(pads) })
      .waitFor();
    await page().getByText(say('fit.fits', camry2020)).waitFor();
    const fitments = page().getByRole('table');
    await expect(
      fitments.getByRole('row').filter({ hasText: inLanguage('Camry', 'كامري') }),
    ).toContainText(inLanguage('2018–2023', '٢٠١٨–٢٠٢٣'));
    await expect(
      fitments.getByRole('row').filter({ hasText: inLanguage('Lexus', 'لكزس') }),
    ).toContainText(inLanguage('2019–2023', '٢٠١٩–٢٠٢٣'));
    await expect(page().getByText(pads.partNumber, { exact: true })).toBeVisible();
    await expect(page().getByText(pads.oemNumber, { exact: true })).toBeVisible();
    await expect(page().getByText('Denso', { exact: true })).toBeVisible();
    await expectAccessible(page(), 'Product page');

    // The part number typed with dashes, in the header's search box.
    const search = page()
      .getByRole('searchbox', { name: text('search.header') })
      .first();
    await search.fill(pads.typedWithDashes);
    await search.press('Enter');
    await page().waitForURL(/\/products\?keywords=/);
    await page()
      .getByRole('region', { name: text('products.forYourSearch') })
      .getByRole('link', { name: name(pads), exact: true })
      .waitFor();

    // A part for another car, looked for with the Camry chosen: none for it, said so, and the
    // other cars' part one click away, saying it does not fit.
    await search.fill(name(tahoe));
    await search.press('Enter');
    const none = page()
      .getByRole('region', { name: text('products.forYourSearch') })
      .getByRole('alert');
    await expect(none).toContainText(
      `${say('products.onlyCarSearched', inLanguage('Toyota Camry 2020', 'تويوتا كامري ٢٠٢٠'))} ` +
        translateCount(language, 'products.forOtherCars', 1),
    );
    await expectAccessible(page(), 'No parts for the car, one for another');
    await none.getByRole('link', { name: text('products.searchAllCars') }).click();
    await page().waitForURL(/&all=true$/);
    await expect(
      card(page().getByRole('region', { name: text('products.forYourSearch') }), name(tahoe)),
    ).toContainText(say('fit.doesNotFit', camry2020));

    // A garage car by VIN: the VIN tells the make and year, the shopper picks the model.
    const { token } = await newCustomer();
    await storeSession(page(), token);
    await page().setViewportSize({ width: 390, height: 844 });
    await page().goto('/addVehicle');
    await page()
      .getByRole('tab', { name: text('garage.byVin') })
      .click();
    // Both tabs in view on a phone, in either language.
    for (const tab of await page().getByRole('tab').all()) await expect(tab).toBeInViewport();
    await page().getByText(text('garage.empty')).waitFor();
    const form = page().getByRole('tabpanel');
    await form.getByLabel(text('garage.vin')).fill(toyota2020Vin());
    await expect(form.getByRole('combobox', { name: text('search.brand') })).toHaveValue(
      inLanguage('Toyota', 'تويوتا'),
    );
    await expect(form.getByRole('combobox', { name: text('search.year') })).toHaveValue('2020');
    await form.getByRole('combobox', { name: text('search.model') }).fill(inLanguage('Cam', 'كام'));
    await page()
      .getByRole('option', { name: inLanguage(/^Camry/, /^كامري/) })
      .click();
    await form.getByLabel(text('garage.mileage')).fill('42000');
    await expectAccessible(page(), 'Add Vehicle by VIN on a phone');
    await form.getByRole('button', { name: text('garage.add'), exact: true }).click();
    const added = dialogSaying(page(), text('garage.registeredWithVin'));
    await added.getByRole('button').click();
    await added.waitFor({ state: 'hidden' });
    await page().getByRole('article').waitFor();
    await expectAccessible(page(), 'Add Vehicle with a saved car');

    // Its parts: from the car's card, each saying it fits it.
    await page().setViewportSize({ width: 1280, height: 900 });
    await page()
      .getByRole('link', { name: text('garage.shopParts') })
      .click();
    await page().waitForURL(urlOf('/products?brand=Toyota&model=Camry&year=2020'));
    const forCar = page().getByRole('region', { name: text('products.forYourSearch') });
    await expect(card(forCar, name(pads))).toContainText(say('fit.fits', camry2020));

    // And without a car chosen: the parts for the shopper's cars, checked against the saved one.
    await page()
      .getByRole('button', { name: text('products.clearCar') })
      .click();
    const forCars = page().getByRole('region', { name: text('products.forYourCars') });
    await expect(card(forCars, name(pads))).toContainText(say('fit.fits', camry2020));
    await expect(forCars.getByRole('link', { name: name(tahoe), exact: true })).toHaveCount(0);
    await expectAccessible(page(), "Products for the shopper's cars");
  });
});
