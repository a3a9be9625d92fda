import { fireEvent, screen } from '@testing-library/react';

/** Types `value` into the field labelled `label`, as a user would (one change event). */
export function fillIn(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The form's submit button, found by its label. */
export const submitButton = (name: string) =>
  screen.getByRole('button', { name }) as HTMLButtonElement;
