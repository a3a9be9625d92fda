import type { PublicUser } from '@shop/shared';
import type { TableColumnsType } from 'antd';
import { LtrText } from '@/components/LtrText';
import { Page } from '@/components/Page';
import { useI18n } from '@/i18n';
import { deleteUser } from '../api/delete-user';
import { getUsers } from '../api/get-users';
import { useAdminTable } from '../hooks/use-admin-table';
import { AdminTable } from './AdminTable';

/** Users: name, email, mobile and delete; searched by any of the three. */
export function UsersAdminPage() {
  const { t } = useI18n();
  const table = useAdminTable('users', getUsers);

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
  ];

  return (
    <Page title={t('admin.nav.users')}>
      <AdminTable
        table={table}
        columns={columns}
        searchPlaceholder={t('admin.users.search')}
        remove={{
          request: (user) => deleteUser(user._id),
          deletedText: t('admin.users.deleted'),
          failedText: t('admin.users.deleteFailed'),
        }}
      />
    </Page>
  );
}
