import type { TableColumnsType } from 'antd';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { deleteMessage } from '../api/delete-message';
import type { ContactMessage } from '@shop/shared';
import { getMessages } from '../api/get-messages';
import { useAdminTable } from '../hooks/use-admin-table';
import { AdminTable } from './AdminTable';
import { dataText } from './admin-table-cells';
import styles from './MessagesAdminPage.module.css';

/** Contact messages, newest first: name, email, message and delete. */
export function MessagesAdminPage() {
  const { t } = useI18n();
  const table = useAdminTable('messages', getMessages);

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
  ];

  return (
    <Page title={t('admin.nav.messages')}>
      <AdminTable
        table={table}
        columns={columns}
        emptyText={t('admin.messages.empty')}
        remove={{
          request: (message) => deleteMessage(message._id),
          deletedText: t('admin.messages.deleted'),
          failedText: t('admin.messages.deleteFailed'),
        }}
      />
    </Page>
  );
}
