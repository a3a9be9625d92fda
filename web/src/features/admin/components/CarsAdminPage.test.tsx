import type { AdminCar } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { pageOf } from '@/test/admin';
import { renderAt } from '@/test/render';
import { deleteCar } from '../api/delete-car';
import { getCars } from '../api/get-cars';
import { CarsAdminPage } from './CarsAdminPage';

vi.mock('../api/get-cars');
vi.mock('../api/delete-car');

const vinCar: AdminCar = {
  _id: 'c1',
  logo: { url: 'http://localhost:3000/uploads/cars/honda.png' },
  mileage: 42000,
  engineNumber: '1HGCM82633A004352',
  userId: { _id: 'u1', name: 'Sara', email: 'sara@example.com' },
};
const detailsCar: AdminCar = {
  _id: 'c2',
  logo: { url: 'http://localhost:3000/uploads/cars/toyota.png' },
  mileage: 15000,
  carDetails: { model: 'Camry', year: 2021, agency: 'Jameel', warranty: true },
  userId: null,
};

const renderCars = () => renderAt('/dashboard/cars', <CarsAdminPage />);
const cellsOf = (text: string) =>
  within(screen.getByText(text).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function deleteRow(text: string) {
  fireEvent.click(
    within(screen.getByText(text).closest('tr')!).getByRole('button', { name: 'Delete' }),
  );
  // Found by its title: an earlier outcome may still be open underneath.
  const confirmation = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
  fireEvent.click(within(confirmation).getByRole('button', { name: 'Yes, delete it!' }));
}

describe('admin cars screen', () => {
  beforeEach(() => {
    vi.mocked(getCars)
      .mockReset()
      .mockResolvedValue(pageOf([vinCar, detailsCar]));
    vi.mocked(deleteCar).mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the maker and model year the shop decoded from a car's VIN", async () => {
    vi.mocked(getCars).mockResolvedValue(
      pageOf([{ ...vinCar, decoded: { manufacturer: 'Honda', modelYear: 2003 } }, detailsCar]),
    );
    renderCars();
    await screen.findByText('Camry');
    expect(cellsOf('1HGCM82633A004352')).toEqual([
      '1HGCM82633A004352',
      'Honda',
      '',
      '2003',
      '42000',
      '',
      'Delete',
    ]);
    expect(cellsOf('Camry')).toEqual(['', 'Jameel', 'Camry', '2021', '15000', 'Yes', 'Delete']);
  });

  it('lists engine number, agency, model, year, mileage and warranty', async () => {
    renderCars();
    await screen.findByText('Camry');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Engine Number',
      'Agency',
      'Model',
      'Year',
      'Mileage',
      'Warranty',
      'Delete',
    ]);
    expect(cellsOf('Camry')).toEqual(['', 'Jameel', 'Camry', '2021', '15000', 'Yes', 'Delete']);
    expect(cellsOf('1HGCM82633A004352')).toEqual([
      '1HGCM82633A004352',
      '',
      '',
      '',
      '42000',
      '',
      'Delete',
    ]);
  });

  it("says No User's Car Found when there is none", async () => {
    vi.mocked(getCars).mockResolvedValue(pageOf([]));
    renderCars();
    expect(await screen.findByText("No User's Car Found")).toBeTruthy();
  });

  it('deletes after confirmation and reloads, or says the delete failed', async () => {
    vi.mocked(deleteCar)
      .mockResolvedValueOnce({ message: 'Car deleted successfully.' })
      .mockRejectedValueOnce(new ApiError('Nope', 500));
    renderCars();
    await screen.findByText('Camry');
    await deleteRow('Camry');
    await screen.findByText('The car has been deleted.');
    expect(deleteCar).toHaveBeenCalledWith('c2');
    await waitFor(() => expect(getCars).toHaveBeenCalledTimes(2));

    await deleteRow('1HGCM82633A004352');
    await screen.findByText('There was an issue deleting the car.');
  });
});
