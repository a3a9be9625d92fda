import { useCallback, type ReactNode } from 'react';
import { confirmDialog, showDialog } from '@/components/dialogs/dialogs';
import { useI18n } from '@/i18n';
import { serverMessageOf } from '@/lib/api-client';

/**
 * 'Error!' with what failed and, under it, the server's reason (such as refusing to delete the
 * last admin), which helps the admin.
 */
export function showFailure(title: string, failedText: string, error: unknown) {
  const reason = serverMessageOf(error);
  showDialog({
    kind: 'error',
    title,
    content: (
      <>
        <div>{failedText}</div>
        {reason && (
          <div>
            <bdi>{reason}</bdi>
          </div>
        )}
      </>
    ),
  });
}

export interface ConfirmDeleteOptions {
  /** Deletes the record; a rejection shows the failure dialog. */
  remove: () => Promise<unknown>;
  /** The question, when this record's delete is not the usual one (an order archived). */
  confirmText?: string;
  /** The success dialog's text, such as 'The User has been deleted.'. */
  deletedText: string;
  /** The failure dialog's text, such as 'There was an issue deleting the User.'. */
  failedText: string;
  /** Runs after a successful delete, typically to reload the list. */
  onDeleted?: () => void;
  /** What else goes with the record, under the question (such as a category's products). */
  warning?: ReactNode;
}

/**
 * Every delete: 'Are you sure?' first, then 'Deleted!' or 'Error!'. Screens give
 * their own texts for the outcome, since the noun (and its grammar in Arabic) is theirs.
 */
export function useConfirmDelete(): (options: ConfirmDeleteOptions) => void {
  const { t } = useI18n();

  return useCallback(
    ({
      remove,
      confirmText,
      deletedText,
      failedText,
      onDeleted,
      warning,
    }: ConfirmDeleteOptions) => {
      const question = confirmText ?? t('confirmDelete.text');
      confirmDialog({
        title: t('confirmDelete.title'),
        content: warning ? (
          <>
            <div>{question}</div>
            <div>{warning}</div>
          </>
        ) : (
          question
        ),
        okText: t('confirmDelete.yes'),
        cancelText: t('confirmDelete.cancel'),
        danger: true,
        // The dialog keeps a spinner on its button until this settles.
        onOk: async () => {
          try {
            await remove();
          } catch (error) {
            showFailure(t('confirmDelete.failedTitle'), failedText, error);
            return;
          }
          showDialog({
            kind: 'success',
            title: t('confirmDelete.deletedTitle'),
            content: deletedText,
          });
          onDeleted?.();
        },
      });
    },
    [t],
  );
}
