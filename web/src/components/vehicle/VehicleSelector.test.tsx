import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import type { CarPick } from '@/lib/vehicles';
import { requiredMarkOf } from '@/test/forms';
import { renderInProviders } from '@/test/render';
import { failure, onApi, type SentRequest } from '@/test/server';
import { VEHICLE_MAKES, answerVehicleCatalog } from '@/test/vehicles';
import { VehicleSelector } from './VehicleSelector';

let picked: CarPick = {};
function Harness({ start = {} }: { start?: CarPick }) {
  const [car, setCar] = useState<CarPick>(start);
  picked = car;
  return <VehicleSelector value={car} onChange={setCar} required={['make', 'model']} />;
}

/** A field by its label: the year and engine are selects, the make and model text fields. */
const field = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLInputElement;
const type = (label: string, text: string) =>
  fireEvent.change(field(label), { target: { value: text } });
/** The suggestions the field labelled `label` shows, once it shows some. */
const findOptions = (label: string) =>
  waitFor(() => within(screen.getByRole('listbox', { name: label })).getAllByRole('option'));
const optionTexts = async (label: string) =>
  (await findOptions(label)).map((option) => option.textContent);
async function pick(label: string, text: string) {
  const option = (await findOptions(label)).find((candidate) =>
    candidate.textContent?.startsWith(text),
  );
  if (!option) throw new Error(`No suggestion starts with ${text}`);
  fireEvent.click(option);
}

describe('vehicle selector', () => {
  let reads: { makes: SentRequest[]; models: SentRequest[] };
  beforeEach(() => {
    picked = {};
    reads = answerVehicleCatalog();
  });

  it('cascades Year, Make, Model and Engine, each narrowing the next', async () => {
    renderInProviders(<Harness />);
    fireEvent.change(field('Year'), { target: { value: '1995' } });
    fireEvent.click(field('Car Brand'));
    // Hyundai sold no model in 1995.
    expect(await optionTexts('Car Brand')).toEqual(['Toyotaتويوتا', 'Hondaهوندا']);
    expect(reads.makes.at(-1)?.query).toEqual({ year: '1995' });

    fireEvent.change(field('Year'), { target: { value: '2020' } });
    type('Car Brand', 'toy');
    await pick('Car Brand', 'Toyota');
    expect(picked).toEqual({ year: 2020, make: 'Toyota', makeAr: 'تويوتا' });

    fireEvent.click(field('Model'));
    expect(await optionTexts('Model')).toEqual([
      'Camryكامري',
      'Corollaكورولا',
      'Land Cruiserلاند كروزر',
    ]);
    // The make's models are read once, every year's, and narrowed to the year here.
    expect(reads.models.at(-1)?.query).toEqual({ make: 'Toyota' });
    type('Model', 'land');
    await pick('Model', 'Land Cruiser');
    expect(picked).toMatchObject({ make: 'Toyota', model: 'Land Cruiser', modelAr: 'لاند كروزر' });
    // Land Cruiser has no engines to choose from; Camry has two.
    expect(screen.queryByRole('combobox', { name: 'Engine' })).not.toBeInTheDocument();

    type('Model', 'ca');
    await pick('Model', 'Camry');
    const engine = await screen.findByRole('combobox', { name: 'Engine' });
    expect(
      within(engine)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All engines', '2.5 L four-cylinder', '3.5 L V6']);
    fireEvent.change(engine, { target: { value: '3.5L-V6' } });
    expect(picked).toEqual({
      year: 2020,
      make: 'Toyota',
      makeAr: 'تويوتا',
      model: 'Camry',
      modelAr: 'كامري',
      engine: '3.5L-V6',
    });

    // Another make starts the model over.
    type('Car Brand', 'Hon');
    await pick('Car Brand', 'Honda');
    expect(picked).toEqual({ year: 2020, make: 'Honda', makeAr: 'هوندا' });
  });

  it.each([['camry'], ['كامري']])(
    'finds a model typed first (%s), with its make',
    async (typed) => {
      renderInProviders(<Harness />);
      type('Model', typed);
      expect(await optionTexts('Model')).toEqual(['CamryToyota']);
      await waitFor(() => expect(reads.models.at(-1)?.query).toEqual({ q: typed }));
      await pick('Model', 'Camry');
      expect(picked).toMatchObject({ make: 'Toyota', model: 'Camry', modelAr: 'كامري' });
      expect(field('Car Brand').value).toBe('Toyota');
      expect(field('Model').value).toBe('Camry');
    },
  );

  it('keeps what is typed for a car the catalog lacks', async () => {
    renderInProviders(<Harness />);
    type('Car Brand', 'Tata');
    type('Model', 'Nexon');
    fireEvent.blur(field('Model'));
    expect(picked).toEqual({ make: 'Tata', model: 'Nexon' });
    expect(field('Model').value).toBe('Nexon');
  });

  it('reads a make typed in full as the catalog names it, once the field is left', async () => {
    renderInProviders(<Harness />);
    await waitFor(() => expect(reads.makes).toHaveLength(1));
    type('Car Brand', 'تويوتا');
    fireEvent.blur(field('Car Brand'));
    await waitFor(() => expect(picked).toEqual({ make: 'Toyota', makeAr: 'تويوتا' }));
  });

  it('is used with the keyboard: arrows through the suggestions, Enter picks, Escape closes', async () => {
    renderInProviders(<Harness />);
    const make = field('Car Brand');
    type('Car Brand', 'h');
    await findOptions('Car Brand');
    expect(make).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(make, { key: 'ArrowDown' });
    fireEvent.keyDown(make, { key: 'ArrowDown' });
    const active = within(screen.getByRole('listbox', { name: 'Car Brand' })).getByRole('option', {
      selected: true,
    });
    expect(active).toHaveTextContent('Hyundai');
    expect(make).toHaveAttribute('aria-activedescendant', active.id);
    fireEvent.keyDown(make, { key: 'Enter' });
    expect(picked).toEqual({ make: 'Hyundai', makeAr: 'هيونداي' });
    expect(make).toHaveAttribute('aria-expanded', 'false');

    // Up from none is the last suggestion.
    type('Car Brand', 'h');
    await findOptions('Car Brand');
    fireEvent.keyDown(make, { key: 'ArrowUp' });
    expect(
      within(screen.getByRole('listbox', { name: 'Car Brand' })).getByRole('option', {
        selected: true,
      }),
    ).toHaveTextContent('Hyundai');

    type('Car Brand', 'T');
    await findOptions('Car Brand');
    fireEvent.keyDown(make, { key: 'Escape' });
    expect(make).toHaveAttribute('aria-expanded', 'false');
  });

  // The catalog lists Toyota before Honda, and Camry before Corolla: a list that stopped
  // narrowing at a name typed in full would put the arrow on those.
  it.each([
    ['English', 'en', ['Car Brand', 'Model'], ['Honda', 'Toyota', 'Corolla'], 'Corollaكورولا'],
    ['Arabic', 'ar', ['ماركة السيارة', 'الطراز'], ['هوندا', 'تويوتا', 'كورولا'], 'كورولاCorolla'],
  ] as const)(
    'keeps the make and model typed in full in %s when the arrow and Enter pick',
    async (_, language, [makeLabel, modelLabel], [honda, toyota, corolla], corollaOption) => {
      act(() => useLanguageStore.getState().setLanguage(language));
      renderInProviders(<Harness />);
      const choose = (label: string) => {
        fireEvent.keyDown(field(label), { key: 'ArrowDown' });
        fireEvent.keyDown(field(label), { key: 'Enter' });
      };
      type(makeLabel, honda);
      expect(await optionTexts(makeLabel)).toHaveLength(1);
      choose(makeLabel);
      expect(picked).toEqual({ make: 'Honda', makeAr: 'هوندا' });

      type(makeLabel, toyota);
      await findOptions(makeLabel);
      choose(makeLabel);
      type(modelLabel, corolla);
      expect(await optionTexts(modelLabel)).toEqual([corollaOption]);
      choose(modelLabel);
      expect(picked).toEqual({
        make: 'Toyota',
        makeAr: 'تويوتا',
        model: 'Corolla',
        modelAr: 'كورولا',
      });
      expect(field(modelLabel).value).toBe(corolla);
    },
  );

  it("shows a name as typed in the other language, in the catalog's once the field is left", async () => {
    renderInProviders(<Harness start={{ make: 'Toyota' }} />);
    type('Model', 'كورولا');
    expect(await optionTexts('Model')).toEqual(['Corollaكورولا']);
    expect(field('Model').value).toBe('كورولا');
    fireEvent.blur(field('Model'));
    expect(field('Model').value).toBe('Corolla');
    expect(picked).toMatchObject({ model: 'Corolla', modelAr: 'كورولا' });
  });

  it('lists every model for a chosen one, opening on it for the arrows to go on from', async () => {
    renderInProviders(<Harness start={{ make: 'Toyota', model: 'Corolla' }} />);
    const model = field('Model');
    fireEvent.click(model);
    expect(await optionTexts('Model')).toEqual([
      'Camryكامري',
      'Corollaكورولا',
      'Land Cruiserلاند كروزر',
    ]);
    const list = screen.getByRole('listbox', { name: 'Model' });
    expect(within(list).getByRole('option', { selected: true })).toHaveTextContent('Corolla');
    fireEvent.keyDown(model, { key: 'ArrowDown' });
    expect(within(list).getByRole('option', { selected: true })).toHaveTextContent('Land Cruiser');
    fireEvent.keyDown(model, { key: 'Enter' });
    expect(picked).toMatchObject({ model: 'Land Cruiser', modelAr: 'لاند كروزر' });
  });

  it('marks the required fields, for the eye and on the field, their names the labels alone', () => {
    renderInProviders(<Harness />);
    for (const label of ['Car Brand', 'Model']) {
      expect(field(label)).toBeRequired();
      expect(requiredMarkOf(label)).toBeInTheDocument();
    }
    expect(field('Year')).not.toBeRequired();
    expect(requiredMarkOf('Year')).toBeNull();
  });

  it('speaks Arabic: the names of the catalog and the years in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderInProviders(<Harness start={{ make: 'Toyota', model: 'Camry', year: 2020 }} />);
    await waitFor(() => expect(field('ماركة السيارة').value).toBe('تويوتا'));
    await waitFor(() => expect(field('الطراز').value).toBe('كامري'));
    const year = field('سنة الصنع') as unknown as HTMLSelectElement;
    expect(year.selectedOptions[0]?.textContent).toBe('٢٠٢٠');
    type('الطراز', 'كو');
    expect(await optionTexts('الطراز')).toEqual(['كورولاCorolla']);
  });

  it('offers every make when those of the year cannot be read', async () => {
    onApi('GET /vehicles/makes', ({ query }) =>
      query.year ? failure(400)() : { message: 'ok', makes: VEHICLE_MAKES },
    );
    renderInProviders(<Harness />);
    fireEvent.change(field('Year'), { target: { value: '1995' } });
    type('Car Brand', 'hy');
    expect(await optionTexts('Car Brand')).toEqual(['Hyundaiهيونداي']);
    // Its models are those sold that year: none in 1995.
    await pick('Car Brand', 'Hyundai');
    fireEvent.click(field('Model'));
    await waitFor(() => expect(reads.models).toHaveLength(1));
    expect(screen.queryByRole('listbox', { name: 'Model' })).not.toBeInTheDocument();
  });
});
