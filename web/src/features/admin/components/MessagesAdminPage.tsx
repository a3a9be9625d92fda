import type { ContactMessage } from '@shop/shared';
import { Table, type TableColumnsType } from 'antd';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { deleteMessage } from '../api/delete-message';
import { getMessages } from '../api/get-messages';
import { useAdminList } from '../hooks/use-admin-list';
import { DeleteButton, dataText } from './admin-table-cells';
import styles from './MessagesAdminPage.module.css';

/** Contact messages, newest first: name, email, message and delete. */
export function MessagesAdminPage() {
  const { t } = useI18n();
  const { items: messages, loading, reload } = useAdminList(getMessages);

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
      title: t('admin.column.delete'),
      key: 'delete',
      render: (_, message) => (
        <DeleteButton
          remove={() => deleteMessage(message._id)}
          deletedText={t('admin.messages.deleted')}
          failedText={t('admin.messages.deleteFailed')}
          onDeleted={reload}
        />
      ),
    },
  ];

  return (
    <Page title={t('admin.nav.messages')}>
      <Table
        rowKey="_id"
        columns={columns}
        dataSource={messages}
        loading={loading}
        locale={{ emptyText: t('admin.messages.empty') }}
        scroll={{ x: 'max-content' }}
      />
    </Page>
  );
}
