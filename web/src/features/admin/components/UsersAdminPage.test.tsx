import type { PublicUser } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onePage } from '@/test/admin';
import { currentSearch, renderAt } from '@/test/render';
import { apiError, networkError, onApi, type Reply, type SentRequest } from '@/test/server';
import { UsersAdminPage } from './UsersAdminPage';
import { findRowOf, rowOf, spinnerTurns } from '@/test/queries';

const admin: PublicUser = {
  _id: '6650f1c2a1b2c3d4e5f60701',
  name: 'Shop admin',
  email: 'admin@shop.test',
  mobile: '+966500000000',
  role: 'admin',
};
const sara: PublicUser = {
  _id: '6650f1c2a1b2c3d4e5f60702',
  name: 'Sara Alharbi',
  email: 'sara@example.com',
  mobile: '+966501234567',
  role: 'user',
};

const renderUsers = () => renderAt('/dashboard/users', <UsersAdminPage />);

/** Clicks Delete on the row of `name` and answers the confirmation with `answer`. */
async function deleteRow(name: string, answer: 'Yes, delete it!' | 'Cancel') {
  fireEvent.click(within(rowOf(name)).getByRole('button', { name: 'Delete' }));
  const confirmation = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
  expect(confirmation).toHaveTextContent(/You won't be able to revert this!/);
  fireEvent.click(within(confirmation).getByRole('button', { name: answer }));
}

const answerUsers = (...replies: Reply[]) => onApi('GET /user/allUsers', ...replies);
const DELETE_ROUTE = 'DELETE /user/deleteUser/:id';

describe('admin users screen', () => {
  let lists: SentRequest[];
  beforeEach(() => {
    lists = answerUsers(onePage('users', [admin, sara]));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a spinner, then name, email and mobile of every user', async () => {
    renderUsers();
    expect(spinnerTurns()).toBe(true);

    const row = await findRowOf('Sara Alharbi');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Sara Alharbi', 'sara@example.com', '+966501234567', 'Delete']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Email',
      'Mobile',
      'Delete',
    ]);
    expect(within(row).getByText('+966501234567')).toHaveAttribute('dir', 'ltr');
  });

  it('deletes after confirming, says Deleted!, and reloads the list', async () => {
    const deletions = onApi(DELETE_ROUTE, { message: 'User deleted successfully' });
    lists = answerUsers(onePage('users', [admin, sara]), onePage('users', [admin]));
    renderUsers();
    await screen.findByText('Sara Alharbi');

    await deleteRow('Sara Alharbi', 'Yes, delete it!');

    const success = await screen.findByRole('dialog', { name: 'Deleted!' });
    expect(success).toHaveTextContent(/The User has been deleted\./);
    expect(deletions[0]!.path).toBe(`/user/deleteUser/${sara._id}`);
    await waitFor(() => expect(screen.queryByText('Sara Alharbi')).not.toBeInTheDocument());
    expect(lists).toHaveLength(2);
  });

  it('deletes nothing on Cancel', async () => {
    const deletions = onApi(DELETE_ROUTE, { message: 'User deleted successfully' });
    renderUsers();
    await screen.findByText('Sara Alharbi');

    await deleteRow('Sara Alharbi', 'Cancel');

    await waitFor(() => expect(screen.queryByText('Are you sure?')).not.toBeInTheDocument());
    expect(deletions).toHaveLength(0);
    expect(screen.getByText('Sara Alharbi')).toBeInTheDocument();
  });

  it("says Error! with the server's reason when the delete fails", async () => {
    onApi(DELETE_ROUTE, apiError(409, 'The last admin cannot be deleted.'));
    renderUsers();
    await screen.findByText('Shop admin');

    await deleteRow('Shop admin', 'Yes, delete it!');

    const failure = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(failure).toHaveTextContent(/There was an issue deleting the User\./);
    expect(failure).toHaveTextContent(/The last admin cannot be deleted\./);
    expect(screen.queryByRole('dialog', { name: 'Deleted!' })).not.toBeInTheDocument();
    expect(lists).toHaveLength(1);
  });

  it('asks the server for the page and search in the URL; a new search starts at page 1', async () => {
    renderAt('/dashboard/users?search=sara&page=2', <UsersAdminPage />);
    await screen.findByText('Sara Alharbi');
    expect(lists.map((request) => request.query)).toEqual([
      { page: '2', limit: '20', search: 'sara' },
    ]);

    const box = screen.getByRole('searchbox', { name: 'Name, email or mobile' });
    expect((box as HTMLInputElement).value).toBe('sara');
    fireEvent.change(box, { target: { value: ' +96650 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });

    await waitFor(() => expect(currentSearch()).toBe('?search=%2B96650'));
    await waitFor(() =>
      expect(lists.at(-1)?.query).toEqual({ page: '1', limit: '20', search: '+96650' }),
    );
  });

  it('only logs a failed list (docs/behaviour.md, "When something fails"), leaving the table empty', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerUsers(networkError);
    renderUsers();

    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    await waitFor(() => expect(spinnerTurns()).toBe(false));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Ant Design's empty table (its picture's SVG title says it too).
    expect(screen.getByText('No data', { ignore: 'title' })).toBeInTheDocument();
  });
});
