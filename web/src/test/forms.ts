import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Types `value` into the field labelled `label`, as a user would (one change event). */
export function fillIn(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The form's submit button, found by its label. */
export const submitButton = (name: string) =>
  screen.getByRole('button', { name }) as HTMLButtonElement;

/** Picks `files` in the form's file input (Ant Design's Upload hides it), as a user would. */
export function pickFiles(...files: File[]): void {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('The form has no file input');
  fireEvent.change(input, { target: { files } });
}

/** A picked image named `name`. */
export const imageFile = (name: string, type = 'image/png') => new File(['image'], name, { type });

/** The Ant Design select labelled `label` (an open one labels its list of options too). */
const selectOf = (label: string) => {
  const select = screen.getAllByLabelText(label)[0]?.closest('.ant-select');
  if (!select) throw new Error(`No select is labelled "${label}"`);
  return select;
};

/** The option the select labelled `label` shows as chosen. */
export const chosenOption = (label: string) =>
  selectOf(label).querySelector('.ant-select-selection-item')?.textContent;

/** The options of the select that is open, once it shows some. */
const findShownOptions = () =>
  waitFor(() => {
    const open = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    const options = [...(open?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])];
    if (options.length === 0) throw new Error('No select shows options');
    return options;
  });

/** Opens the select labelled `label` and answers the texts of the options it shows. */
export async function openSelect(label: string): Promise<(string | null)[]> {
  fireEvent.mouseDown(selectOf(label).querySelector('.ant-select-selector')!);
  return (await findShownOptions()).map((option) => option.textContent);
}

/** The option that says `text` in the select that is open, once it shows. */
export const findOption = (text: string) =>
  waitFor(async () => {
    const found = (await findShownOptions()).find((candidate) => candidate.textContent === text);
    if (!found) throw new Error(`The open select offers no "${text}"`);
    return found;
  });

/** Picks `option` (its text) in the select labelled `label`, as a user would. */
export async function chooseOption(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(selectOf(label).querySelector('.ant-select-selector')!);
  fireEvent.click(await findOption(option));
}

/** The options a multiple select labelled `label` shows as chosen. */
export const chosenOptions = (label: string) =>
  [...selectOf(label).querySelectorAll('.ant-select-selection-item-content')].map(
    (item) => item.textContent,
  );

/** The names of the files an Ant Design Upload lists as picked. */
export const pickedFileNames = () =>
  [...document.querySelectorAll('.ant-upload-list-item-name')].map((item) => item.textContent);
