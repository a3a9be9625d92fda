import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { answerVehicleCatalog, lexus, toyota } from '@/test/fixtures/vehicle-catalog';
import { errorsOfField, fillIn } from '@/test/forms';
import {
  button,
  cellTexts,
  columnTitles,
  findDialog,
  findRowOf,
  formTitle,
  imageSources,
  rowOf,
  toastTexts,
} from '@/test/queries';
import { currentSearch, renderAt } from '@/test/render';
import { apiError, onApi, type SentRequest } from '@/test/server';
import { VehiclesAdminPage } from './VehiclesAdminPage';

const renderScreen = (path = '/dashboard/vehicles') =>
  renderAt(path, <VehiclesAdminPage />, '/dashboard/vehicles');

describe('admin vehicles screen: the makes', () => {
  let modelSearches: SentRequest[];
  let renames: SentRequest[];
  beforeEach(() => {
    useSessionStore.getState().login('token', 'admin');
    modelSearches = answerVehicleCatalog();
    renames = onApi('PUT /vehicles/makes/:id', ({ body }) => ({
      message: 'Make updated successfully.',
      make: { ...toyota, ...(body as object) },
    }));
  });

  it('lists the makes with their logos and Arabic names, each opening onto its models', async () => {
    renderScreen();
    const row = await findRowOf('Toyota');
    expect(columnTitles()).toEqual(['Logo', 'Name', 'Name in Arabic', 'Models', 'Update']);
    expect(cellTexts(row).slice(1, 4)).toEqual(['Toyota', 'تويوتا', 'Models']);
    expect(imageSources(row)).toEqual(['http://shop.test/uploads/toyota.png']);
    expect(within(row).getByRole('link', { name: 'Toyota: models' })).toHaveAttribute(
      'href',
      '/dashboard/vehicles/mk-toyota',
    );
    expect(rowOf('Lexus')).toBeTruthy();
    // The whole catalog is read; nothing searched.
    expect(modelSearches).toHaveLength(0);
  });

  it("finds a make by its name or a model's, typed in Arabic, and carries the search along", async () => {
    renderScreen('/dashboard/vehicles?search=كامري');
    const row = await findRowOf('Toyota');
    expect(modelSearches.map((request) => request.query)).toEqual([{ q: 'كامري' }]);
    expect(() => rowOf('Lexus')).toThrow();
    expect(within(row).getByRole('link', { name: 'Toyota: models' })).toHaveAttribute(
      'href',
      `/dashboard/vehicles/mk-toyota?search=${encodeURIComponent('كامري')}`,
    );

    fireEvent.change(screen.getByLabelText('Make or model, in English or Arabic'), {
      target: { value: 'لكز' },
    });
    fireEvent.click(button('Search'));
    await findRowOf('Lexus');
    expect(() => rowOf('Toyota')).toThrow();
    expect(currentSearch()).toBe(`?search=${encodeURIComponent('لكز')}`);
  });

  it('renames a make from its row, in English and Arabic', async () => {
    renderScreen();
    // No form until a make is chosen: makes come and go as car brands.
    expect(formTitle()).toBeUndefined();
    fireEvent.click(button('Update', await findRowOf('Lexus')));
    expect(formTitle()).toBe('Rename Lexus');
    expect((screen.getByLabelText('Name in Arabic') as HTMLInputElement).value).toBe(lexus.nameAr);
    fillIn('Name in Arabic', 'لكزس الفاخرة');
    fireEvent.click(button('Save the names'));

    await waitFor(() => expect(renames).toHaveLength(1));
    expect(renames[0]).toMatchObject({
      path: '/vehicles/makes/mk-lexus',
      body: { name: 'Lexus', nameAr: 'لكزس الفاخرة' },
    });
    await waitFor(() => expect(toastTexts()).toContain('The make has been renamed.'));
    await waitFor(() => expect(formTitle()).toBeUndefined());
  });

  it('wants a name, and shows what the server refused on its field', async () => {
    onApi(
      'PUT /vehicles/makes/:id',
      apiError(409, 'A make named Toyota exists already.', {
        code: 'VEHICLE_MAKE_EXISTS',
        errors: { name: ['A make named Toyota exists already.'] },
        errorCodes: { name: ['VEHICLE_MAKE_EXISTS'] },
      }),
    );
    renderScreen();
    fireEvent.click(button('Update', await findRowOf('Lexus')));
    fillIn('Name', '  ');
    fireEvent.click(button('Save the names'));
    await waitFor(() => expect(errorsOfField('Name')).toEqual(['Enter the name']));

    fillIn('Name', 'Toyota');
    fireEvent.click(button('Save the names'));
    expect(await findDialog()).toMatchObject({
      title: 'Error',
      content: 'The change could not be saved. Please try again!',
    });
    await waitFor(() =>
      expect(errorsOfField('Name')).toEqual(['A make named Toyota exists already.']),
    );
  });
});
