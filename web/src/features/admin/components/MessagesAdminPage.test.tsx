import type { ContactMessage } from '@shop/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  button,
  cellTexts,
  columnTitles,
  deleteAndConfirm,
  findButton,
  findDialog,
  rowOf,
} from '@/test/queries';
import { onePage } from '@/test/admin';
import { renderAt } from '@/test/render';
import { networkError, onApi, type SentRequest } from '@/test/server';
import { MessagesAdminPage } from './MessagesAdminPage';

const brakes: ContactMessage = {
  _id: 'm1',
  name: 'Sara Alharbi',
  email: 'sara@example.com',
  description: 'Do you have brake pads for a 2018 Patrol?',
  createdAt: '2026-03-02T09:30:00.000Z',
};
const hours: ContactMessage = {
  _id: 'm2',
  name: 'Omar',
  email: 'omar@example.com',
  description: 'Are you open on Fridays?',
  createdAt: '2026-03-01T18:00:00.000Z',
};

const renderMessages = () => renderAt('/dashboard/messages', <MessagesAdminPage />);
const cellsOf = (text: string) => cellTexts(rowOf(text));

const deleteRow = (text: string) => deleteAndConfirm(rowOf(text));

const answerMessages = (messages: ContactMessage[]) =>
  onApi('GET /message', onePage('messages', messages));
const DELETE_ROUTE = 'DELETE /message/deleteMessage/:id';

describe('admin messages screen', () => {
  let lists: SentRequest[];
  beforeEach(() => {
    lists = answerMessages([brakes, hours]);
  });

  it('lists name, email, message and delete', async () => {
    renderMessages();
    await screen.findByText(brakes.description);
    expect(columnTitles()).toEqual(['Name', 'Email', 'Message', 'Delete']);
    expect(cellsOf(brakes.description)).toEqual([
      'Sara Alharbi',
      'sara@example.com',
      'Do you have brake pads for a 2018 Patrol?',
      'Delete',
    ]);
    expect(cellsOf(hours.description)).toEqual([
      'Omar',
      'omar@example.com',
      'Are you open on Fridays?',
      'Delete',
    ]);
    // The admin answers by mail.
    expect(screen.getByRole('link', { name: 'sara@example.com' })).toHaveAttribute(
      'href',
      'mailto:sara@example.com',
    );
  });

  it('says No Messages Found when there is none', async () => {
    answerMessages([]);
    renderMessages();
    expect(await screen.findByText('No Messages Found')).toBeInTheDocument();
  });

  it("deletes after confirmation, says 'Deleted!' and reloads", async () => {
    const deletions = onApi(DELETE_ROUTE, { message: 'Message Deleted Successfully' });
    renderMessages();
    await screen.findByText(brakes.description);
    await deleteRow(brakes.description);

    await waitFor(async () =>
      expect(await findDialog()).toMatchObject({
        title: 'Deleted!',
        content: 'The message has been deleted.',
      }),
    );
    expect(deletions[0]!.path).toBe('/message/deleteMessage/m1');
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it("says 'Error!' when the message cannot be deleted, and keeps the list", async () => {
    const deletions = onApi(DELETE_ROUTE, networkError);
    renderMessages();
    await screen.findByText(hours.description);
    await deleteRow(hours.description);

    await waitFor(async () =>
      expect(await findDialog()).toMatchObject({
        title: 'Error!',
        content: 'There was an issue deleting the message.',
      }),
    );
    expect(deletions[0]!.path).toBe('/message/deleteMessage/m2');
    expect(lists).toHaveLength(1);
  });

  it("doesn't delete when the admin cancels", async () => {
    const deletions = onApi(DELETE_ROUTE, { message: 'Message Deleted Successfully' });
    renderMessages();
    await screen.findByText(brakes.description);
    fireEvent.click(button('Delete', rowOf(brakes.description)));
    fireEvent.click(await findButton('Cancel', (await findDialog()).element));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deletions).toHaveLength(0);
  });
});
