import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';

/** Types `value` into the field labelled `label`, as a user would (one change event). */
export function fillIn(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/**
 * The required mark the label saying `label` (in `container`) shows before its text, or null. It
 * is hidden from assistive technology (components/ui/RequiredMark.tsx): found in the markup.
 */
export function requiredMarkOf(label: string, container: HTMLElement = document.body) {
  const mark = within(container).getByText(label, { selector: 'label' }).firstElementChild;
  return mark?.getAttribute('aria-hidden') === 'true' ? mark : null;
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

/**
 * The Ant Design select labelled `label` in `container` (an open one labels its list of options
 * too): the form's fitment rows each have a "Make".
 */
const selectOf = (label: string, container: HTMLElement = document.body) => {
  const select = within(container).getAllByLabelText(label)[0]?.closest('.ant-select');
  if (!select) throw new Error(`No select is labelled "${label}"`);
  return select;
};

/** The option the select labelled `label` (in `container`) shows as chosen. */
export const chosenOption = (label: string, container?: HTMLElement) =>
  selectOf(label, container).querySelector('.ant-select-selection-item')?.textContent;

/** Whether the select labelled `label` is disabled. */
export const selectIsDisabled = (label: string, container?: HTMLElement) =>
  selectOf(label, container).classList.contains('ant-select-disabled');

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

/** Picks `option` (its text) in the select labelled `label` (in `container`), as a user would. */
export async function chooseOption(
  label: string,
  option: string,
  container?: HTMLElement,
): Promise<void> {
  fireEvent.mouseDown(selectOf(label, container).querySelector('.ant-select-selector')!);
  fireEvent.click(await findOption(option));
}

/** Opens the select labelled `label` and types `text` in its search box, as a user would. */
export function typeInSelect(label: string, text: string, container?: HTMLElement): void {
  const select = selectOf(label, container);
  fireEvent.mouseDown(select.querySelector('.ant-select-selector')!);
  fireEvent.change(select.querySelector('input')!, { target: { value: text } });
}

/** Removes the tag that says `tag` from the multiple select labelled `label`. */
export function removeTag(label: string, tag: string): void {
  const item = [...selectOf(label).querySelectorAll('.ant-select-selection-item')].find(
    (candidate) => candidate.textContent === tag,
  );
  if (!item) throw new Error(`The select "${label}" holds no "${tag}"`);
  fireEvent.click(item.querySelector('.ant-select-selection-item-remove')!);
}

/** The errors the form shows under the fields in `container` (a fitment row, the form). */
export const fieldErrors = (container: ParentNode = document) =>
  [...container.querySelectorAll('.ant-form-item-explain-error')].map((error) => error.textContent);

/** The errors the form shows under the field labelled `label`. */
export const errorsOfField = (label: string) => {
  const item = screen.getByLabelText(label).closest('.ant-form-item');
  if (!item) throw new Error(`"${label}" is no form field`);
  return fieldErrors(item);
};

/** The fieldset of a form's list row whose legend says `legend` ("Car 1"). */
export function fieldsetOf(legend: string): HTMLElement {
  const found = [...document.querySelectorAll('fieldset')].find(
    (fieldset) => fieldset.querySelector('legend')?.textContent === legend,
  );
  if (!found) throw new Error(`No fieldset is "${legend}"`);
  return found;
}

/** The options a multiple select labelled `label` shows as chosen. */
export const chosenOptions = (label: string) =>
  [...selectOf(label).querySelectorAll('.ant-select-selection-item-content')].map(
    (item) => item.textContent,
  );

/** The names of the files an Ant Design Upload lists as picked. */
export const pickedFileNames = () =>
  [...document.querySelectorAll('.ant-upload-list-item-name')].map((item) => item.textContent);

/**
 * The elements scrolled into view during the test, in order. jsdom cannot scroll and has no
 * scrollIntoView: this one, until the test ends, notes who was asked to.
 */
export function watchScrollsIntoView(): Element[] {
  const scrolled: Element[] = [];
  const own = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  onTestFinished(() => {
    if (own) Object.defineProperty(Element.prototype, 'scrollIntoView', own);
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  return scrolled;
}
