import { fireEvent, waitFor } from '@testing-library/react';
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
