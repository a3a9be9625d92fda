import type { Fitment } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { fitmentRows, fitsCar } from './fitment';

const camryPads = {
  fitments: [
    { make: 'Toyota', model: 'Camry', yearFrom: 2018, yearTo: 2023 },
    { make: 'Lexus', model: 'ES', yearFrom: 2019, yearTo: 2023, engine: '2.5L-I4' },
  ],
};
const camry = (year?: number, engine?: string) => ({
  make: 'Toyota',
  model: 'Camry',
  year,
  engine,
});

describe('the fitment rule', () => {
  it('fits a car whose make and model a fitment names, its year in the range', () => {
    expect(fitsCar(camryPads, camry(2018))).toBe(true);
    expect(fitsCar(camryPads, camry(2021))).toBe(true);
    expect(fitsCar(camryPads, camry(2023))).toBe(true);
    expect(fitsCar(camryPads, camry(2017))).toBe(false);
    expect(fitsCar(camryPads, camry(2024))).toBe(false);
    expect(fitsCar(camryPads, { make: 'Chevrolet', model: 'Tahoe', year: 2020 })).toBe(false);
  });

  it('compares the catalog names whatever their case', () => {
    expect(fitsCar(camryPads, { make: 'TOYOTA', model: 'camry', year: 2020 })).toBe(true);
  });

  it('fits a car of unknown year by its model, and needs the model', () => {
    expect(fitsCar(camryPads, camry())).toBe(true);
    expect(fitsCar(camryPads, { make: 'Toyota', year: 2020 })).toBe(false);
  });

  it('lets the engines disagree only when one of them is not named', () => {
    const es = (engine?: string) => ({ make: 'Lexus', model: 'ES', year: 2020, engine });
    expect(fitsCar(camryPads, es('2.5L-I4'))).toBe(true);
    expect(fitsCar(camryPads, es())).toBe(true);
    expect(fitsCar(camryPads, es('3.5L-V6'))).toBe(false);
    expect(fitsCar(camryPads, camry(2020, '3.5L-V6'))).toBe(true);
  });

  it('fits every car with a universal part', () => {
    expect(fitsCar({ universal: true }, { make: 'Tata', model: 'Nexon', year: 2021 })).toBe(true);
  });

  it("counts the documented carDetails as one more fitment, of that year, and the VIN's car", () => {
    const part = { carDetails: { agency: 'Toyota', model: 'Camry', year: 2020, warranty: true } };
    expect(fitsCar(part, camry(2020))).toBe(true);
    expect(fitsCar(part, camry(2021))).toBe(false);
    const forOneVin = { carEngine: '1HGCM82633A004352' };
    expect(fitsCar(forOneVin, { make: 'Honda', vin: '1hgcm82633a004352' })).toBe(true);
    expect(fitsCar(forOneVin, { make: 'Honda', model: 'Accord', year: 2003 })).toBe(false);
  });

  it('fits every year of the model with a documented car that names no year, as the server does', () => {
    const part = { carDetails: { agency: 'Toyota', model: 'Camry', warranty: false } };
    expect(fitsCar(part, camry(2011))).toBe(true);
    expect(fitsCar(part, camry(2024))).toBe(true);
  });
});

describe('fitment rows', () => {
  const fitment = (
    make: string,
    model: string,
    yearFrom: number,
    yearTo: number,
    more: Partial<Fitment> = {},
  ) => ({
    make,
    model,
    yearFrom,
    yearTo,
    ...more,
  });

  it('join the years of one car into ranges where they meet or overlap', () => {
    const rows = fitmentRows({
      fitments: [
        fitment('Toyota', 'Camry', 2021, 2023),
        fitment('Toyota', 'Camry', 2018, 2020),
        fitment('Toyota', 'Camry', 2010, 2012),
        fitment('Toyota', 'Camry', 2011, 2013),
      ],
      carDetails: { agency: 'Toyota', model: 'Camry', year: 2024 },
    });
    expect(rows.map(({ yearFrom, yearTo }) => `${yearFrom}–${yearTo}`)).toEqual([
      '2010–2013',
      '2018–2024',
    ]);
  });

  it('keep cars, engines and notes apart, ordered by make, model and year', () => {
    const rows = fitmentRows({
      fitments: [
        fitment('Toyota', 'Camry', 2018, 2020, { engine: '3.5L-V6' }),
        fitment('Lexus', 'ES', 2019, 2023),
        fitment('Toyota', 'Camry', 2018, 2020, { engine: '2.5L-I4' }),
        fitment('toyota', 'camry', 2021, 2022, { engine: '2.5L-I4' }),
        fitment('Toyota', 'Camry', 2021, 2023, { notes: 'Front axle' }),
      ],
    });
    expect(
      rows.map((row) => [row.make, row.model, row.yearFrom, row.yearTo, row.engine ?? row.notes]),
    ).toEqual([
      ['Lexus', 'ES', 2019, 2023, undefined],
      ['Toyota', 'Camry', 2021, 2023, 'Front axle'],
      ['Toyota', 'Camry', 2018, 2022, '2.5L-I4'],
      ['Toyota', 'Camry', 2018, 2020, '3.5L-V6'],
    ]);
  });
});
