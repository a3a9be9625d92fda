import type { VehicleMake, VehicleModel } from '@shop/shared';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { onApi } from './server';

/*
 * A small vehicle catalog, and the API's answers about it (GET /api/vehicles/...), as the server
 * gives them: makes of a year, models of a make (id or name, either language) and year, models
 * found by a typed name.
 */

const logo = (name: string) => ({ url: `http://img.test/${name}.png` });

export const toyota: VehicleMake = {
  _id: 'm-toyota',
  name: 'Toyota',
  nameAr: 'تويوتا',
  logo: logo('toyota'),
};
export const honda: VehicleMake = {
  _id: 'm-honda',
  name: 'Honda',
  nameAr: 'هوندا',
  logo: logo('honda'),
};
export const hyundai: VehicleMake = {
  _id: 'm-hyundai',
  name: 'Hyundai',
  nameAr: 'هيونداي',
  logo: logo('hyundai'),
};

const model = (
  make: VehicleMake,
  name: string,
  nameAr: string,
  yearFrom: number,
  yearTo?: number,
  engines: VehicleModel['engines'] = [],
): VehicleModel => ({
  _id: `${make._id}-${name.toLowerCase()}`,
  makeId: make._id,
  make: make.name,
  name,
  nameAr,
  yearFrom,
  yearTo,
  engines,
});

export const camry = model(toyota, 'Camry', 'كامري', 1990, undefined, [
  { code: '2.5L-I4', name: '2.5 L four-cylinder', nameAr: '٢٫٥ لتر أربع أسطوانات' },
  { code: '3.5L-V6', name: '3.5 L V6', nameAr: '٣٫٥ لتر ست أسطوانات' },
]);
export const corolla = model(toyota, 'Corolla', 'كورولا', 1990);
export const landCruiser = model(toyota, 'Land Cruiser', 'لاند كروزر', 1990);
export const accord = model(honda, 'Accord', 'أكورد', 1990, 2022);
export const accent = model(hyundai, 'Accent', 'أكسنت', 2000);

export const VEHICLE_MAKES = [toyota, honda, hyundai];
export const VEHICLE_MODELS = [camry, corolla, landCruiser, accord, accent];

const sold = (candidate: VehicleModel, year: string | undefined) =>
  !year || (candidate.yearFrom <= Number(year) && Number(year) <= (candidate.yearTo ?? Infinity));
const folded = (text: string) => text.trim().toLowerCase();
const named = (record: { name: string; nameAr?: string; _id: string }, name: string) =>
  [record._id, record.name, record.nameAr].some(
    (candidate) => candidate && folded(candidate) === folded(name),
  );

/** Answers the vehicle catalog's reads from the catalog above for the rest of the test. */
export function answerVehicleCatalog() {
  const makes = onApi('GET /vehicles/makes', ({ query }) => ({
    message: 'ok',
    makes: VEHICLE_MAKES.filter((make) =>
      VEHICLE_MODELS.some(
        (candidate) => candidate.makeId === make._id && sold(candidate, query.year),
      ),
    ),
  }));
  const models = onApi('GET /vehicles/models', ({ query }) => ({
    message: 'ok',
    models: VEHICLE_MODELS.filter((candidate) =>
      query.q
        ? [candidate.name, candidate.nameAr ?? ''].some((name) =>
            folded(name).startsWith(folded(query.q!)),
          )
        : VEHICLE_MAKES.some(
            (make) => make._id === candidate.makeId && named(make, query.make ?? ''),
          ) && sold(candidate, query.year),
    ),
  }));
  return { makes, models };
}

/**
 * A field of the car selector by its label (its list of suggestions carries the same name): the
 * year a select, the make and model text fields. Quicker than a query by role on a busy form.
 */
export function carField(label: string, scope: HTMLElement = document.body): HTMLInputElement {
  const field = within(scope)
    .getAllByLabelText(label)
    .find((element) => element.matches('input, select'));
  if (!field) throw new Error(`No field of the car is labelled "${label}"`);
  return field as HTMLInputElement;
}

/** Types `typed` in the car's field labelled `label`, and picks the suggestion starting `name`. */
export async function pickSuggestion(
  label: string,
  typed: string,
  name: string,
  scope: HTMLElement = document.body,
) {
  fireEvent.change(carField(label, scope), { target: { value: typed } });
  const option = await waitFor(() => {
    const found = [
      ...document.querySelectorAll('[role="listbox"]:not([hidden]) [role="option"]'),
    ].find((candidate) => candidate.textContent?.startsWith(name));
    if (!found) throw new Error(`No suggestion starts with "${name}"`);
    return found;
  });
  fireEvent.click(option);
}
