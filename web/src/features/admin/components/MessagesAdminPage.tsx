import type { ContactMessage } from '@shop/shared';
import { useMutation } from '@tanstack/react-query';
import { Checkbox, Select, type TableColumnsType } from 'antd';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { showFailure } from '@/hooks/use-confirm-delete';
import { deleteMessage } from '../api/delete-message';
import { getMessages, MESSAGE_FILTERS } from '../api/get-messages';
import { setMessageAnswered } from '../api/set-message-answered';
import { useAdminTable, type AdminTableState } from '../hooks/use-admin-table';
import { AdminTable } from './AdminTable';
import { dataText } from './admin-table-cells';
import styles from './MessagesAdminPage.module.css';

/**
 * Contact messages, newest first: name, email, message, whether it was answered, and delete;
 * found by the sender or the message's words, and filtered by answered or not.
 */
export function MessagesAdminPage() {
  const { t } = useI18n();
  const table = useAdminTable('messages', getMessages, MESSAGE_FILTERS);

  const columns: TableColumnsType<ContactMessage> = [
    { title: t('admin.column.name'), dataIndex: 'name', render: dataText },
    {
      title: t('admin.column.email'),
      dataIndex: 'email',
      // A link, so the admin can answer from their mail program.
      render: (email: string) => (
        <a href={`mailto:${email}`}>
          <LtrText>{email}</LtrText>
        </a>
      ),
    },
    {
      title: t('admin.messages.message'),
      dataIndex: 'description',
      // The whole message, wrapped: it is what the admin came to read.
      render: (description: string) => <p className={styles.message}>{dataText(description)}</p>,
    },
    {
      title: t('admin.messages.answered'),
      key: 'answered',
      width: 1,
      render: (_, message) => <AnsweredMark message={message} table={table} />,
    },
  ];

  return (
    <Page title={t('admin.nav.messages')}>
      <AdminTable
        table={table}
        columns={columns}
        emptyText={t('admin.messages.empty')}
        searchPlaceholder={t('admin.messages.search')}
        filters={
          <Select
            value={table.filter('answered')}
            onChange={(answered?: string) => table.setFilter('answered', answered)}
            placeholder={t('admin.messages.anyAnswered')}
            aria-label={t('admin.messages.anyAnswered')}
            allowClear
            style={{ width: 190 }}
            options={[
              { value: 'false', label: t('admin.messages.notAnswered') },
              { value: 'true', label: t('admin.messages.answered') },
            ]}
          />
        }
        remove={{
          request: (message) => deleteMessage(message._id),
          deletedText: t('admin.messages.deleted'),
          failedText: t('admin.messages.deleteFailed'),
        }}
      />
    </Page>
  );
}

/** The admin's mark on a message: ticked once answered; a change is saved at once. */
function AnsweredMark({
  message,
  table,
}: {
  message: ContactMessage;
  table: AdminTableState<ContactMessage>;
}) {
  const { t } = useI18n();
  const mark = useMutation({
    mutationFn: (answered: boolean) => setMessageAnswered(message._id, answered),
    onSuccess: () => table.changed(),
    onError: (error) =>
      showFailure(t('confirmDelete.failedTitle'), t('admin.messages.markFailed'), error),
  });
  // Until the list comes back, the box shows what was asked for.
  const checked = mark.isPending ? mark.variables : message.answered;
  return (
    <Checkbox
      checked={checked}
      disabled={mark.isPending}
      onChange={(event) => mark.mutate(event.target.checked)}
      aria-label={t('admin.messages.answeredFrom').replace('{name}', message.name)}
    >
      {t('admin.messages.answered')}
    </Checkbox>
  );
}
