import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/*
 * Quick queries for screens made of many Ant Design elements, where the *ByRole queries take
 * seconds: they work out the role and accessible name of every element at each try.
 */

/** The button that says `text` (its icon aside). */
export function button(text: string, container: ParentNode = document): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find(
    (candidate) => candidate.textContent?.trim() === text,
  );
  if (!found) throw new Error(`No button says "${text}"`);
  return found;
}

/** The button that says `text`, once it shows (in a dialog that opens, say). */
export const findButton = (text: string, container?: ParentNode) =>
  waitFor(() => button(text, container));

/** The text of the alert the screen shows, to the letter, once it shows. */
export const findAlertText = () =>
  waitFor(() => {
    const alert = document.querySelector('[role="alert"]');
    if (!alert) throw new Error('No alert is shown');
    return alert.textContent;
  });

/** The box that holds an admin form's warning (AdminFormCard), which it scrolls to and focuses. */
export function warningBox(): HTMLElement {
  const box = document.querySelector('[role="alert"]')?.parentElement;
  if (!box) throw new Error('No warning is shown');
  return box;
}

/** The toasts on screen, as their text (sonner's, see app/ShopToaster.tsx). */
export const toastTexts = () =>
  [...document.querySelectorAll('[data-sonner-toast] [data-title]')].map(
    (title) => title.textContent,
  );

/** The kind ('success', 'error') of the toast that holds `element`. */
export const toastKindOf = (element: Element) =>
  element.closest('[data-sonner-toast]')?.getAttribute('data-type');

/** The newest dialog (components/dialogs), once it shows: its title and text. */
export const findDialog = () =>
  waitFor(() => {
    const dialogs = document.querySelectorAll('dialog[open]');
    const dialog = dialogs[dialogs.length - 1];
    if (!dialog) throw new Error('No dialog is shown');
    const textOf = (labelAttribute: string) =>
      document.getElementById(dialog.getAttribute(labelAttribute) ?? '')?.textContent;
    return {
      element: dialog,
      title: textOf('aria-labelledby'),
      content: textOf('aria-describedby'),
    };
  });

/** Clicks Delete in `row`, checks the documented confirmation, and answers 'Yes, delete it!'. */
export async function deleteAndConfirm(row: ParentNode): Promise<void> {
  fireEvent.click(button('Delete', row));
  const confirmation = await findDialog();
  expect(confirmation).toMatchObject({
    title: 'Are you sure?',
    content: "You won't be able to revert this!",
  });
  fireEvent.click(await findButton('Yes, delete it!', confirmation.element));
}

/** The table row (not an opened row's details) with an element that says `text`. */
export function rowOf(text: string): HTMLElement {
  const rows = screen
    .getAllByText(text)
    .flatMap(
      (element) => element.closest<HTMLElement>('tbody > tr:not(.ant-table-expanded-row)') ?? [],
    );
  if (rows.length !== 1) throw new Error(`${rows.length} table rows say "${text}"`);
  return rows[0]!;
}

/** The table row that says `text`, once it shows. */
export const findRowOf = (text: string) => waitFor(() => rowOf(text));

/** The text of each cell of `row`, as a reader sees it. */
export const cellTexts = (row: Element): (string | undefined)[] =>
  [...row.querySelectorAll('td')].map((cell) => plain(cell.textContent));

/** The details a table row opened onto (Ant Design's expanded row), once they show. */
const findExpandedRow = () =>
  waitFor(() => {
    const expanded = document.querySelector<HTMLElement>('tr.ant-table-expanded-row');
    if (!expanded) throw new Error('No row is open');
    return expanded;
  });

/** Text as a reader sees it: prices and dates are written with no-break spaces. */
export const plain = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim();

/** An Ant Design description list's items in `container`, as [label, content] texts. */
export const descriptionItems = (container: ParentNode = document): [string, string][] =>
  [...container.querySelectorAll('.ant-descriptions-item-label')].map((label) => [
    plain(label.textContent) ?? '',
    plain(label.nextElementSibling?.textContent) ?? '',
  ]);

/** The content of the description labelled `label` in `container`, if there is one. */
export const descriptionOf = (label: string, container: ParentNode = document) =>
  [...container.querySelectorAll<HTMLElement>('.ant-descriptions-item-label')].find(
    (candidate) => candidate.textContent === label,
  )?.nextElementSibling as HTMLElement | undefined;

/** The title of the form a back-office screen shows (its h2), if it shows one. */
export const formTitle = () => document.querySelector('h2')?.textContent;

/** The rows of the table in `container` (not its header or measuring row), as their cells' texts. */
export const tableRowTexts = (container: ParentNode) =>
  [...container.querySelectorAll('tr.ant-table-row')].map((row) => cellTexts(row));

/** The titles of a table's columns. */
export const columnTitles = () =>
  [...document.querySelectorAll('thead th')].map((header) => header.textContent);

/**
 * Opens `row` onto its details with its expand button ('Expand row', in the admin's language);
 * answers them, once shown.
 */
export async function expandRow(row: HTMLElement): Promise<HTMLElement> {
  const expand = row.querySelector('button.ant-table-row-expand-icon');
  if (!expand) throw new Error('The row has no Expand row button');
  fireEvent.click(expand);
  return findExpandedRow();
}

/** The pictures in `container`, in order: decorative ones (alt="") too, which have no role. */
export const pictures = (container: ParentNode = document) => [
  ...container.querySelectorAll('img'),
];

/** The addresses of the pictures in `container`, in order. */
export const imageSources = (container: ParentNode = document) =>
  pictures(container).map((image) => image.getAttribute('src'));

/** Whether an Ant Design spinner turns: a list or a form is loading. */
export const spinnerTurns = () => document.querySelector('.ant-spin-spinning') !== null;
