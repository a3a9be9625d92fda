import type { Category } from '@shop/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { pageOf } from '@/test/admin';
import { fillIn } from '@/test/forms';
import { button, findAlertText, findButton, findDialog } from '@/test/queries';
import { renderAt } from '@/test/render';
import { createCategory } from '../api/create-category';
import { deleteCategory } from '../api/delete-category';
import { getCategoryPage } from '../api/get-catalog-pages';
import { updateCategory } from '../api/update-category';
import { CategoriesAdminPage } from './CategoriesAdminPage';

vi.mock('../api/get-catalog-pages');
vi.mock('../api/create-category');
vi.mock('../api/update-category');
vi.mock('../api/delete-category');

const brakes: Category = { _id: 'c1', name: 'Brakes', description: 'Pads and discs' };
const filters: Category = { _id: 'c2', name: 'Filters', description: 'Oil and air' };

const renderScreen = () =>
  renderAt('/dashboard/category', <CategoriesAdminPage />, '/dashboard/category');
const formTitle = () => document.querySelector('h2')?.textContent;
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('admin category screen', () => {
  beforeEach(() => {
    vi.mocked(getCategoryPage).mockResolvedValue(pageOf([brakes, filters]));
    vi.mocked(createCategory).mockResolvedValue({ message: 'Category created successfully' });
    vi.mocked(updateCategory).mockResolvedValue({ message: 'Category updated successfully' });
    vi.mocked(deleteCategory).mockResolvedValue({ message: 'deleted' });
    vi.clearAllMocks();
  });

  it('lists the names and descriptions in Arabic for an Arabic reader, else in English', async () => {
    vi.mocked(getCategoryPage).mockResolvedValue(
      pageOf([{ ...brakes, nameAr: 'الفرامل', descriptionAr: 'فحمات وأقراص' }, filters]),
    );
    useLanguageStore.getState().setLanguage('ar');
    renderScreen();
    const row = await rowOf('الفرامل');
    expect(row.textContent).toContain('فحمات وأقراص');
    expect(row.textContent).not.toContain('Brakes');
    // No Arabic name: the English one.
    await rowOf('Filters');
  });

  it("wants both inputs: 'you must enter all inputs '", async () => {
    renderScreen();
    fillIn('Name', 'Lights');
    fireEvent.click(button('Add Category'));
    expect(await findAlertText()).toBe('you must enter all inputs ');
    expect(createCategory).not.toHaveBeenCalled();
  });

  it('adds a category and lists the categories again', async () => {
    renderScreen();
    await rowOf('Brakes');
    fillIn('Name', ' Lights ');
    fillIn('Description', 'Bulbs and lamps');
    fireEvent.click(button('Add Category'));
    await waitFor(() =>
      expect(createCategory).toHaveBeenCalledWith({
        name: 'Lights',
        description: 'Bulbs and lamps',
      }),
    );
    await waitFor(() => expect(getCategoryPage).toHaveBeenCalledTimes(2));
    expect(value('Name')).toBe('');
  });

  it("shows 'error' / 'Please, try again!' when it cannot be added", async () => {
    vi.mocked(createCategory).mockRejectedValueOnce(new ApiError('Forbidden', 403));
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
      expect(updateCategory).toHaveBeenCalledWith('c2', {
        name: 'Filters',
        description: 'Oil, air and cabin',
      }),
    );
    await waitFor(() => expect(formTitle()).toBe('Add Category'));
    expect(value('Name')).toBe('');
  });

  it('checks the update form too, and keeps it open when the update fails', async () => {
    vi.mocked(updateCategory).mockRejectedValueOnce(new ApiError('Network Error', undefined));
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
    vi.mocked(getCategoryPage).mockResolvedValueOnce(pageOf([]));
    renderScreen();
    expect(await screen.findByText('No Category Found')).toBeTruthy();
  });

  it('deletes a category after the confirmation', async () => {
    renderScreen();
    fireEvent.click(button('Delete', await rowOf('Brakes')));
    fireEvent.click(await findButton('Yes, delete it!'));
    expect(await screen.findByText('The Category has been deleted.')).toBeTruthy();
    expect(deleteCategory).toHaveBeenCalledWith('c1');
  });
});
