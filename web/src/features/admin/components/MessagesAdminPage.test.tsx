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
import { currentSearch, renderAt } from '@/test/render';
import { failure, networkError, onApi, type SentRequest } from '@/test/server';
import { MessagesAdminPage } from './MessagesAdminPage';

const brakes: ContactMessage = {
  _id: 'm1',
  name: 'Sara Alharbi',
  email: 'sara@example.com',
  description: 'Do you have brake pads for a 2018 Patrol?',
  createdAt: '2026-03-02T09:30:00.000Z',
  answered: false,
};
const hours: ContactMessage = {
  _id: 'm2',
  name: 'Omar',
  email: 'omar@example.com',
  description: 'Are you open on Fridays?',
  createdAt: '2026-03-01T18:00:00.000Z',
  answered: true,
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

  it('lists name, email, message, answered and delete', async () => {
    renderMessages();
    await screen.findByText(brakes.description);
    expect(columnTitles()).toEqual(['Name', 'Email', 'Message', 'Answered', 'Delete']);
    expect(cellsOf(brakes.description)).toEqual([
      'Sara Alharbi',
      'sara@example.com',
      'Do you have brake pads for a 2018 Patrol?',
      'Answered',
      'Delete',
    ]);
    expect(cellsOf(hours.description)).toEqual([
      'Omar',
      'omar@example.com',
      'Are you open on Fridays?',
      'Answered',
      'Delete',
    ]);
    expect(
      screen.getByRole('checkbox', { name: 'Answered: the message from Sara Alharbi' }),
    ).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Answered: the message from Omar' })).toBeChecked();
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

  it('marks a message answered, or takes the mark off, and lists them again', async () => {
    const marks = onApi('PUT /message/answered/:id', (request) => ({
      message: 'Message marked as answered.',
      _id: 'm1',
      answered: (request.body as { answered: boolean }).answered,
    }));
    renderMessages();
    const sara = await screen.findByRole('checkbox', {
      name: 'Answered: the message from Sara Alharbi',
    });
    lists.length = 0;
    answerMessages([{ ...brakes, answered: true }, hours]);
    fireEvent.click(sara);
    await waitFor(() => expect(sara).toBeChecked());
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ path: '/message/answered/m1', body: { answered: true } });
    // The list is asked for again, and the box stays ticked by what it answers.
    await waitFor(() => expect(sara).toBeEnabled());
    expect(sara).toBeChecked();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Answered: the message from Omar' }));
    await waitFor(() => expect(marks).toHaveLength(2));
    expect(marks[1]).toMatchObject({ path: '/message/answered/m2', body: { answered: false } });
  });

  it("says 'Error!' when the mark cannot be saved, and the box shows the message as it was", async () => {
    onApi('PUT /message/answered/:id', failure(500));
    renderMessages();
    const sara = await screen.findByRole('checkbox', {
      name: 'Answered: the message from Sara Alharbi',
    });
    fireEvent.click(sara);
    const dialog = await findDialog();
    expect(dialog.title).toBe('Error!');
    expect(dialog.content).toMatch(/^The answered mark could not be saved\./);
    await waitFor(() => expect(sara).not.toBeChecked());
  });

  it('asks the server for the search and the answered filter in the URL', async () => {
    renderAt('/dashboard/messages?search=patrol&answered=false', <MessagesAdminPage />);
    await screen.findByText(brakes.description);
    expect(lists.map((request) => request.query)).toEqual([
      { page: '1', limit: '20', search: 'patrol', answered: 'false' },
    ]);
    const box = screen.getByRole('searchbox', { name: 'Name, email or words of the message' });
    fireEvent.change(box, { target: { value: 'fridays' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(lists.at(-1)?.query).toEqual({
        page: '1',
        limit: '20',
        search: 'fridays',
        answered: 'false',
      }),
    );
    expect(currentSearch()).toBe('?search=fridays&answered=false');
  });
});
