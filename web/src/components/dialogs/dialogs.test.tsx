import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { DialogHost } from './DialogHost';
import { confirmDialog, showDialog } from './dialogs';

const confirmDelete = (onOk: () => Promise<unknown> | void) =>
  act(() =>
    confirmDialog({
      title: 'Are you sure?',
      content: "You won't be able to revert this!",
      okText: 'Yes, delete it!',
      cancelText: 'Cancel',
      danger: true,
      onOk,
    }),
  );

describe('dialogs', () => {
  it('keep a confirmation open, OK busy, until its work is done', async () => {
    render(<DialogHost />);
    let finish = () => {};
    const onOk = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    confirmDelete(onOk);

    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
    // Cancel comes first to hand: Enter alone does not delete.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    const ok = within(dialog).getByRole('button', { name: 'Yes, delete it!' });
    fireEvent.click(ok);
    expect(onOk).toHaveBeenCalledOnce();
    expect(ok).toHaveAttribute('aria-busy', 'true');
    expect(ok).toBeDisabled();
    // Escape waits too: the work cannot be called back.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('alertdialog')).toBe(dialog);

    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('close a confirmation on Cancel or Escape without doing anything', () => {
    render(<DialogHost />);
    const onOk = vi.fn();
    confirmDelete(onOk);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    confirmDelete(onOk);
    fireEvent(screen.getByRole('alertdialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('show an error with its title and text, and run onOk on OK', async () => {
    render(<DialogHost />);
    const onOk = vi.fn();
    act(() =>
      showDialog({ kind: 'error', title: 'Error!', content: 'Something went wrong', onOk }),
    );

    const dialog = screen.getByRole('alertdialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent(/Something went wrong/);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('show news as a dialog, not an alert, with OK in Arabic for an Arabic reader', () => {
    useLanguageStore.getState().setLanguage('ar');
    render(<DialogHost />);
    act(() => showDialog({ kind: 'success', title: 'تم الحذف!' }));

    const dialog = screen.getByRole('dialog', { name: 'تم الحذف!' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(within(dialog).getByRole('button', { name: 'حسناً' })).toBeInTheDocument();
  });
});
