import type { ReactNode } from 'react';
import { create } from 'zustand';
import type { Status } from '@/components/ui/status-icons';

/** What the dialog tells, which sets its icon; 'confirm' asks before doing something. */
export type DialogKind = Status | 'confirm';

export interface OpenDialog {
  id: number;
  kind: DialogKind;
  title: string;
  content?: ReactNode;
  /** Without it, OK in the reader's language. */
  okText?: string;
  /** Only a confirmation has a Cancel button. */
  cancelText?: string;
  /** OK in red, for what cannot be undone. */
  danger?: boolean;
  /** Runs on OK; the dialog stays, its OK button busy, until a returned promise settles. */
  onOk?: () => Promise<unknown> | void;
}

/** The dialogs on screen, oldest first; DialogHost shows them. */
export const useDialogStore = create<{ dialogs: OpenDialog[] }>(() => ({ dialogs: [] }));

let lastId = 0;

function open(dialog: Omit<OpenDialog, 'id'>) {
  lastId += 1;
  const opened = { ...dialog, id: lastId };
  useDialogStore.setState(({ dialogs }) => ({ dialogs: [...dialogs, opened] }));
}

/** Takes a closed dialog off the screen. */
export function removeDialog(id: number) {
  useDialogStore.setState(({ dialogs }) => ({
    dialogs: dialogs.filter((dialog) => dialog.id !== id),
  }));
}

interface MessageDialogOptions {
  kind: Status;
  title: string;
  content?: ReactNode;
  okText?: string;
  onOk?: () => void;
}

/** Tells the reader something, with one OK button. */
export function showDialog(options: MessageDialogOptions) {
  open(options);
}

interface ConfirmDialogOptions {
  title: string;
  content?: ReactNode;
  okText: string;
  cancelText: string;
  danger?: boolean;
  onOk: () => Promise<unknown> | void;
}

/** Asks before doing something: onOk runs on OK, nothing on Cancel or Escape. */
export function confirmDialog(options: ConfirmDialogOptions) {
  open({ kind: 'confirm', ...options });
}
