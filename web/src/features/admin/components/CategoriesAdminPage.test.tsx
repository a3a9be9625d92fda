import type { Category } from '@shop/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { onePage } from '@/test/admin';
import { fillIn, requiredMarkOf } from '@/test/forms';
import {
  button,
  findAlertText,
  findButton,
  findDialog,
  findRowOf,
  formTitle,
} from '@/test/queries';
import { renderAt } from '@/test/render';
import { bodiesOf, failure, networkError, onApi, type SentRequest } from '@/test/server';
import { CategoriesAdminPage } from './CategoriesAdminPage';

const brakes: Category = { _id: 'c1', name: 'Brakes', description: 'Pads and discs' };
const filters: Category = { _id: 'c2', name: 'Filters', description: 'Oil and air' };

const renderScreen = () =>
  renderAt('/dashboard/category', <CategoriesAdminPage />, '/dashboard/category');
const rowOf = findRowOf;
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

const answerCategories = (categories: Category[]) =>
  onApi('GET /category', onePage('categories', categories));

describe('admin category screen', () => {
  let lists: SentRequest[];
  let creations: SentRequest[];
  let updates: SentRequest[];
  let deletions: SentRequest[];
  beforeEach(() => {
    lists = answerCategories([brakes, filters]);
    creations = onApi('POST /category/createCategory', {
      message: 'Category created successfully',
    });
    updates = onApi('PUT /category/updateCategory/:id', {
      message: 'Category updated successfully',
    });
    deletions = onApi('DELETE /category/deleteCategory/:id', { message: 'deleted' });
  });

  it('lists the names and descriptions in Arabic for an Arabic reader, else in English', async () => {
    answerCategories([{ ...brakes, nameAr: 'الفرامل', descriptionAr: 'فحمات وأقراص' }, filters]);
    useLanguageStore.getState().setLanguage('ar');
    renderScreen();
    const row = await rowOf('الفرامل');
    expect(row).toHaveTextContent(/فحمات وأقراص/);
    expect(row).not.toHaveTextContent(/Brakes/);
    // No Arabic name: the English one.
    await rowOf('Filters');
  });

  it('marks both inputs required, on the labels and fields', async () => {
    renderScreen();
    for (const label of ['Name', 'Description']) {
      expect(requiredMarkOf(label)).toBeInTheDocument();
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(requiredMarkOf('Name in Arabic')).toBeNull();
  });

  it("wants both inputs: 'you must enter all inputs '", async () => {
    renderScreen();
    fillIn('Name', 'Lights');
    fireEvent.click(button('Add Category'));
    expect(await findAlertText()).toBe('you must enter all inputs ');
    expect(creations).toHaveLength(0);
  });

  it('adds a category and lists the categories again', async () => {
    renderScreen();
    await rowOf('Brakes');
    fillIn('Name', ' Lights ');
    fillIn('Description', 'Bulbs and lamps');
    fireEvent.click(button('Add Category'));
    await waitFor(() =>
      expect(bodiesOf(creations)).toEqual([{ name: 'Lights', description: 'Bulbs and lamps' }]),
    );
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(value('Name')).toBe('');
  });

  it("shows 'error' / 'Please, try again!' when it cannot be added", async () => {
    onApi('POST /category/createCategory', failure(403));
    renderScreen();
    fillIn('Name', 'Lights');
    fillIn('Description', 'Bulbs and lamps');
    fireEvent.click(button('Add Category'));
    expect(await findDialog()).toMatchObject({ title: 'error', content: 'Please, try again!' });
  });

  it('swaps the add form for the update form of a row, and back after the update', async () => {
    renderScreen();
    expect(formTitle()).toBe('Add Category');
    fireEvent.click(button('Update', await rowOf('Filters')));

    expect(formTitle()).toBe('Update Category');
    expect(() => button('Add Category')).toThrow();
    expect(value('Name')).toBe('Filters');
    expect(value('Description')).toBe('Oil and air');

    fillIn('Description', 'Oil, air and cabin');
    fireEvent.click(button('Update Category'));
    await waitFor(() =>
      expect(bodiesOf(updates)).toEqual([{ name: 'Filters', description: 'Oil, air and cabin' }]),
    );
    expect(updates[0]!.path).toBe('/category/updateCategory/c2');
    await waitFor(() => expect(formTitle()).toBe('Add Category'));
    expect(value('Name')).toBe('');
  });

  it('checks the update form too, and keeps it open when the update fails', async () => {
    onApi('PUT /category/updateCategory/:id', networkError);
    renderScreen();
    fireEvent.click(button('Update', await rowOf('Brakes')));

    fillIn('Name', '');
    fireEvent.click(button('Update Category'));
    expect(await findAlertText()).toBe('you must enter all inputs ');

    fillIn('Name', 'Brake parts');
    fireEvent.click(button('Update Category'));
    expect((await findDialog()).title).toBe('Error updating Category');
    expect(formTitle()).toBe('Update Category');
  });

  it('goes back to the add form on Cancel', async () => {
    renderScreen();
    fireEvent.click(button('Update', await rowOf('Brakes')));
    fireEvent.click(button('Cancel'));
    expect(formTitle()).toBe('Add Category');
  });

  it("says 'No Category Found' when there are none", async () => {
    answerCategories([]);
    renderScreen();
    expect(await screen.findByText('No Category Found')).toBeInTheDocument();
  });

  /** The products of category c1, as the products list answers one page of them. */
  const answerProductCount = (total: number) =>
    onApi('GET /product/getAllProducts', {
      message: 'Products retrieved successfully.',
      products: [],
      total,
    });

  it('deletes a category after the confirmation', async () => {
    answerProductCount(0);
    renderScreen();
    fireEvent.click(button('Delete', await rowOf('Brakes')));
    fireEvent.click(await findButton('Yes, delete it!'));
    expect(await screen.findByText('The Category has been deleted.')).toBeInTheDocument();
    expect(deletions[0]!.path).toBe('/category/deleteCategory/c1');
  });

  it('says in the confirmation how many products go with the category, counted as it opens', async () => {
    const counts = answerProductCount(3);
    renderScreen();
    fireEvent.click(button('Delete', await rowOf('Brakes')));
    await waitFor(async () =>
      expect((await findDialog()).content).toBe(
        "You won't be able to revert this!Its 3 products are deleted with it.",
      ),
    );
    expect(counts[0]).toMatchObject({
      path: '/product/getAllProducts',
      query: { page: '1', limit: '1', category: 'c1' },
    });
    // Nothing is deleted before the answer.
    expect(deletions).toHaveLength(0);
  });

  it('says so in Arabic, and when the category has one product or none', async () => {
    answerProductCount(1);
    useLanguageStore.getState().setLanguage('ar');
    renderScreen();
    fireEvent.click(button('حذف', await rowOf('Brakes')));
    await waitFor(async () =>
      expect((await findDialog()).content).toBe('لن تتمكن من التراجع عن هذا!سيُحذف معها منتج واحد.'),
    );
    fireEvent.click(button('إلغاء'));
    answerProductCount(0);
    fireEvent.click(button('حذف', await rowOf('Brakes')));
    await waitFor(async () =>
      expect((await findDialog()).content).toBe(
        'لن تتمكن من التراجع عن هذا!لا منتجات فيها: تُحذف الفئة وحدها.',
      ),
    );
  });

  it('still asks when the products cannot be counted, saying they go with it', async () => {
    onApi('GET /product/getAllProducts', failure(500));
    renderScreen();
    fireEvent.click(button('Delete', await rowOf('Brakes')));
    await waitFor(async () =>
      expect((await findDialog()).content).toBe(
        "You won't be able to revert this!Its products, if it has any, are deleted with it.",
      ),
    );
    fireEvent.click(await findButton('Yes, delete it!'));
    expect(await screen.findByText('The Category has been deleted.')).toBeInTheDocument();
  });
});
