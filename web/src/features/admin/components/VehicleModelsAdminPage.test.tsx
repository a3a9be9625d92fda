import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { useSessionStore } from '@/stores/session-store';
import { answerVehicleCatalog, camry } from '@/test/fixtures/vehicle-catalog';
import { fieldErrors, fieldsetOf, fillIn } from '@/test/forms';
import {
  button,
  cellTexts,
  columnTitles,
  deleteAndConfirm,
  findDialog,
  findRowOf,
  formTitle,
  rowOf,
  toastTexts,
} from '@/test/queries';
import { renderAt } from '@/test/render';
import { onApi, type SentRequest } from '@/test/server';
import { VehicleModelsAdminPage } from './VehicleModelsAdminPage';

const renderScreen = (path = '/dashboard/vehicles/mk-toyota') =>
  renderAt(path, <VehicleModelsAdminPage />, '/dashboard/vehicles/:makeId');

const typeIn = (container: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });

describe("admin vehicles screen: a make's models", () => {
  let modelLists: SentRequest[];
  let additions: SentRequest[];
  let updates: SentRequest[];
  let deletions: SentRequest[];
  beforeEach(() => {
    useSessionStore.getState().login('token', 'admin');
    modelLists = answerVehicleCatalog();
    additions = onApi('POST /vehicles/models', ({ body }) => ({
      message: 'Model added successfully.',
      model: { ...camry, ...(body as object), _id: 'md-new' },
    }));
    updates = onApi('PUT /vehicles/models/:id', ({ body }) => ({
      message: 'Model updated successfully.',
      model: { ...camry, ...(body as object) },
    }));
    deletions = onApi('DELETE /vehicles/models/:id', { message: 'Model deleted successfully.' });
  });

  it('lists the make’s models with their years and engines', async () => {
    renderScreen();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Toyota: models' }),
    ).toBeInTheDocument();
    const row = await findRowOf('Camry');
    expect(columnTitles()).toEqual([
      'Name',
      'Name in Arabic',
      'Years',
      'Engines',
      'Update',
      'Delete',
    ]);
    // Still sold: its years run to now.
    expect(cellTexts(row).slice(0, 4)).toEqual(['Camry', 'كامري', '1990–now', '2.5L-I4, 3.5L-V6']);
    expect(rowOf('Corolla')).toBeTruthy();
    expect(modelLists[0]!.query).toEqual({ make: 'mk-toyota' });
    expect(screen.getByRole('link', { name: 'All makes' })).toHaveAttribute(
      'href',
      '/dashboard/vehicles',
    );
  });

  it('shows an Arabic admin the Arabic names first, and the years in Arabic', async () => {
    useLanguageStore.getState().setLanguage('ar');
    renderScreen();
    const row = await findRowOf('Camry');
    expect(columnTitles().slice(0, 3)).toEqual(['الاسم بالعربية', 'الاسم', 'السنوات']);
    expect(cellTexts(row).slice(0, 3)).toEqual(['كامري', 'Camry', '١٩٩٠–الآن']);
  });

  it('finds models by their English or Arabic names', async () => {
    renderScreen('/dashboard/vehicles/mk-toyota?search=كورو');
    await findRowOf('Corolla');
    expect(() => rowOf('Camry')).toThrow();
  });

  it('adds a model with its years and an engine', async () => {
    renderScreen();
    await findRowOf('Camry');
    expect(formTitle()).toBe('Add a model');
    fillIn('Name', ' Crown ');
    fillIn('Name in Arabic', 'كراون');
    fillIn('First model year', '2023');
    fireEvent.click(button('Add an engine'));
    const engine = fieldsetOf('Engine 1');
    typeIn(engine, 'Engine code', '2.4L-I4-T');
    typeIn(engine, 'Engine name', '2.4L turbo');
    fireEvent.click(button('Add Model'));

    await waitFor(() => expect(additions).toHaveLength(1));
    // Still sold: no last year.
    expect(additions[0]!.body).toEqual({
      makeId: 'mk-toyota',
      name: 'Crown',
      nameAr: 'كراون',
      yearFrom: 2023,
      engines: [{ code: '2.4L-I4-T', name: '2.4L turbo' }],
    });
    await waitFor(() => expect(toastTexts()).toContain('The model has been added.'));
    await waitFor(() => expect(modelLists).toHaveLength(2));
  });

  it('wants a name, a first year, each engine named, and the years in order', async () => {
    renderScreen();
    await findRowOf('Camry');
    fireEvent.click(button('Add an engine'));
    fireEvent.click(button('Add Model'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        'Enter the name',
        'Enter a year',
        // The engine's code and name.
        'Enter the name',
        'Enter the name',
      ]),
    );
    fillIn('Name', 'Crown');
    fillIn('First model year', '2023');
    fillIn('Last model year', '2020');
    fireEvent.click(
      within(fieldsetOf('Engine 1')).getByRole('button', { name: 'Remove engine 1' }),
    );
    fireEvent.click(button('Add Model'));
    await waitFor(() => expect(fieldErrors()).toEqual(['Not before the first year']));
    expect(additions).toHaveLength(0);
  });

  it('updates a model from its row: prefilled, an engine removed, the last year set', async () => {
    renderScreen();
    fireEvent.click(button('Update', await findRowOf('Camry')));
    expect(formTitle()).toBe('Update Camry');
    expect(within(fieldsetOf('Engine 2')).getByLabelText('Engine code')).toHaveValue('3.5L-V6');
    fireEvent.click(
      within(fieldsetOf('Engine 2')).getByRole('button', { name: 'Remove engine 2' }),
    );
    fillIn('Last model year', '2025');
    fireEvent.click(button('Update Model'));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({
      path: '/vehicles/models/md-camry',
      body: {
        makeId: 'mk-toyota',
        name: 'Camry',
        nameAr: 'كامري',
        yearFrom: 1990,
        yearTo: 2025,
        engines: [{ code: '2.5L-I4', name: '2.5L 4-cylinder', nameAr: '2.5 لتر 4 سلندر' }],
      },
    });
    await waitFor(() => expect(formTitle()).toBe('Add a model'));
  });

  it('deletes a model after the confirmation', async () => {
    renderScreen();
    await deleteAndConfirm(await findRowOf('Corolla'));
    await waitFor(async () =>
      expect(await findDialog()).toMatchObject({
        title: 'Deleted!',
        content: 'The model has been deleted.',
      }),
    );
    expect(deletions.map((request) => request.path)).toEqual(['/vehicles/models/md-corolla']);
  });
});
