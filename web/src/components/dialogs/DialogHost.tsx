import { useEffect, useId, useRef, useState } from 'react';
import { LightIcon } from '@/components/LightIcon';
import { Button } from '@/components/ui/Button';
import { STATUS_ICONS } from '@/components/ui/status-icons';
import { useI18n } from '@/i18n';
import { removeDialog, useDialogStore, type DialogKind, type OpenDialog } from './dialogs';
import styles from './DialogHost.module.css';

const icons = { ...STATUS_ICONS, confirm: STATUS_ICONS.warning } satisfies Record<
  DialogKind,
  unknown
>;

/** Kinds that need the reader's answer or attention, announced as alerts. */
const alertKinds = new Set<DialogKind>(['error', 'warning', 'confirm']);

/**
 * The dialogs opened with showDialog and confirmDialog, one at a time in the order they were
 * opened (a warning opened before a success is read first, not found under it), each a native
 * modal <dialog>: the browser keeps it above the page, keeps focus inside, and turns Escape into
 * a cancel. Mounted once, in AppProviders.
 */
export function DialogHost() {
  const first = useDialogStore((state) => state.dialogs[0]);
  return first ? <DialogBox key={first.id} dialog={first} /> : null;
}

function DialogBox({ dialog }: { dialog: OpenDialog }) {
  const { id, kind, title, content, okText, cancelText, danger, onOk } = dialog;
  const { t } = useI18n();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // OK, except in a confirmation of something that cannot be undone: there Cancel, so that an
  // Enter pressed out of habit does not delete (as WAI-ARIA's alertdialog pattern advises).
  const firstFocusRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const contentId = useId();

  useEffect(() => {
    const element = dialogRef.current;
    // React's strict mode runs this twice; a dialog is opened once.
    if (!element || element.open) return;
    element.showModal();
    firstFocusRef.current?.focus();
  }, []);

  // The 'close' event then takes the dialog off the screen; closing first gives focus back.
  const close = () => dialogRef.current?.close();

  const answerOk = async () => {
    setBusy(true);
    try {
      await onOk?.();
    } finally {
      // A rejection is the caller's to handle (useConfirmDelete does); the dialog closes anyway.
      close();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      role={alertKinds.has(kind) ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={content ? contentId : undefined}
      onCancel={(event) => {
        // Escape answers Cancel, except while OK's work is under way: it could not be stopped.
        event.preventDefault();
        if (!busy) close();
      }}
      onClose={() => removeDialog(id)}
    >
      <div className={styles.body}>
        <LightIcon icon={icons[kind]} className={`${styles.icon} ${styles[kind]}`} />
        <div className={styles.text}>
          {/* Not a heading, as in Ant Design: the screen's own headings stay its outline. */}
          <div id={titleId} className={styles.title}>
            {title}
          </div>
          {content && (
            <div id={contentId} className={styles.content}>
              {content}
            </div>
          )}
        </div>
      </div>
      <div className={styles.buttons}>
        {cancelText && (
          <Button ref={danger ? firstFocusRef : undefined} disabled={busy} onClick={close}>
            {cancelText}
          </Button>
        )}
        <Button
          ref={danger ? undefined : firstFocusRef}
          variant="primary"
          danger={danger}
          loading={busy}
          onClick={() => void answerOk()}
        >
          {okText ?? t('common.ok')}
        </Button>
      </div>
    </dialog>
  );
}
