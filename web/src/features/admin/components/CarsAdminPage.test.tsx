import type { AdminCar } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { onePage } from '@/test/admin';
import { renderAt } from '@/test/render';
import { failure, onApi, type SentRequest } from '@/test/server';
import { CarsAdminPage } from './CarsAdminPage';
import { rowOf } from '@/test/queries';

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
  within(rowOf(text))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function deleteRow(text: string) {
  fireEvent.click(within(rowOf(text)).getByRole('button', { name: 'Delete' }));
  const confirmation = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
  fireEvent.click(within(confirmation).getByRole('button', { name: 'Yes, delete it!' }));
}

const answerCars = (cars: AdminCar[]) => onApi('GET /car/allCars', onePage('cars', cars));

describe('admin cars screen', () => {
  let lists: SentRequest[];
  beforeEach(() => {
    lists = answerCars([vinCar, detailsCar]);
  });

  it("shows the maker and model year the shop decoded from a car's VIN", async () => {
    answerCars([{ ...vinCar, decoded: { manufacturer: 'Honda', modelYear: 2003 } }, detailsCar]);
    renderCars();
    await screen.findByText('Camry');
    expect(cellsOf('1HGCM82633A004352')).toEqual([
      '1HGCM82633A004352',
      'Honda',
      '',
      '2003',
      '42000',
      '',
      'Sarasara@example.com',
      'Delete',
    ]);
    expect(cellsOf('Camry')).toEqual([
      '',
      'Jameel',
      'Camry',
      '2021',
      '15000',
      'Yes',
      'Deleted user',
      'Delete',
    ]);
  });

  it('lists engine number, agency, model, year, mileage, warranty and owner', async () => {
    renderCars();
    await screen.findByText('Camry');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Engine Number',
      'Agency',
      'Model',
      'Year',
      'Mileage',
      'Warranty',
      'Owner',
      'Delete',
    ]);
    expect(cellsOf('Camry')).toEqual([
      '',
      'Jameel',
      'Camry',
      '2021',
      '15000',
      'Yes',
      'Deleted user',
      'Delete',
    ]);
    // The owner's email, to write to them.
    expect(screen.getByRole('link', { name: 'sara@example.com' })).toHaveAttribute(
      'href',
      'mailto:sara@example.com',
    );
    expect(cellsOf('1HGCM82633A004352')).toEqual([
      '1HGCM82633A004352',
      '',
      '',
      '',
      '42000',
      '',
      'Sarasara@example.com',
      'Delete',
    ]);
  });

  it('asks the server for the search in the URL; a new search starts at page 1', async () => {
    renderAt('/dashboard/cars?search=camry&page=2', <CarsAdminPage />);
    await screen.findByText('Camry');
    expect(lists.map((request) => request.query)).toEqual([
      { page: '2', limit: '20', search: 'camry' },
    ]);
    const box = screen.getByRole('searchbox', { name: 'VIN, make, model or owner' });
    fireEvent.change(box, { target: { value: 'sara' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(lists.at(-1)?.query).toEqual({ page: '1', limit: '20', search: 'sara' }),
    );
  });

  it("says No User's Car Found when there is none", async () => {
    answerCars([]);
    renderCars();
    expect(await screen.findByText("No User's Car Found")).toBeInTheDocument();
  });

  it('deletes after confirmation and reloads, or says the delete failed', async () => {
    const deletes = onApi(
      'DELETE /car/deleteCarAdmin/:id',
      { message: 'Car deleted successfully.' },
      failure(500),
    );
    renderCars();
    await screen.findByText('Camry');
    await deleteRow('Camry');
    const deleted = await screen.findByRole('dialog', { name: 'Deleted!' });
    expect(deleted).toHaveTextContent('The car has been deleted.');
    expect(deletes[0]!.path).toBe('/car/deleteCarAdmin/c2');
    await waitFor(() => expect(lists).toHaveLength(2));
    fireEvent.click(within(deleted).getByRole('button', { name: 'OK' }));

    await deleteRow('1HGCM82633A004352');
    await screen.findByText('There was an issue deleting the car.');
  });
});
