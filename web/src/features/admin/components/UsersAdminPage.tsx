import type { PublicUser } from '@shop/shared';
import { Table, type TableColumnsType } from 'antd';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { deleteUser } from '../api/delete-user';
import { getUsers } from '../api/get-users';
import { useAdminList } from '../hooks/use-admin-list';
import { DeleteButton } from './admin-table-cells';

/** Users: name, email, mobile and delete. */
export function UsersAdminPage() {
  const { t } = useI18n();
  const { items: users, loading, reload } = useAdminList(getUsers);

  const columns: TableColumnsType<PublicUser> = [
    { title: t('admin.column.name'), dataIndex: 'name' },
    {
      title: t('admin.column.email'),
      dataIndex: 'email',
      render: (email: string) => <LtrText>{email}</LtrText>,
    },
    {
      title: t('admin.column.mobile'),
      dataIndex: 'mobile',
      render: (mobile: string) => <LtrText>{mobile}</LtrText>,
    },
    {
      title: t('admin.column.delete'),
      key: 'delete',
      render: (_, user) => (
        <DeleteButton
          remove={() => deleteUser(user._id)}
          deletedText={t('admin.users.deleted')}
          failedText={t('admin.users.deleteFailed')}
          onDeleted={reload}
        />
      ),
    },
  ];

  return (
    <Page title={t('admin.nav.users')}>
      <Table
        rowKey="_id"
        columns={columns}
        dataSource={users}
        loading={loading}
        scroll={{ x: 'max-content' }}
      />
    </Page>
  );
}
