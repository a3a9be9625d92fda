import { Flex, Input, Table, theme, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useI18n } from '@/i18n';
import { ADMIN_PAGE_SIZE } from '../api/admin-page';
import type { AdminTableState } from '../hooks/use-admin-table';
import { AdminCards } from './AdminCards';
import { DeleteButton, UpdateButton } from './admin-table-cells';

/** The narrowest a table gets before it scrolls sideways. */
const MIN_TABLE_WIDTH_PX = 720;

/** Below this width a table's rows are cards (AdminCards): status, total and buttons in view. */
const PHONE = '(max-width: 599.98px)';

interface RowRemoval<Row> {
  request: (row: Row) => Promise<unknown>;
  /** The question and outcome for a row whose delete is not the usual one, if it is not. */
  unusual?: (row: Row) => { confirmText: string; deletedText: string } | undefined;
  /** The confirmation's texts, as every delete words them (see hooks/use-confirm-delete). */
  deletedText: string;
  failedText: string;
  /** After a delete, besides the refresh of the lists. */
  onDeleted?: (row: Row) => void;
  /** What else the delete takes with the row, told in the confirmation. */
  warning?: (row: Row) => ReactNode;
}

export interface AdminTableProps<Row extends { _id: string }> {
  table: AdminTableState<Row>;
  columns: TableColumnsType<Row>;
  emptyText?: string;
  /** The search box's placeholder; without it, the table has no search box. */
  searchPlaceholder?: string;
  /** Filters shown beside the search box. */
  filters?: ReactNode;
  /** Update on each row, which opens the row for editing. */
  onUpdate?: (row: Row) => void;
  /** Delete on each row, after the confirmation. */
  remove?: RowRemoval<Row>;
  expandable?: TableProps<Row>['expandable'];
}

/**
 * Every back-office table: a search box and filters, one page of rows from the server with
 * page numbers below, and Update and Delete as the last columns, where they stay in view. On a
 * phone the rows are cards instead (AdminCards).
 */
export function AdminTable<Row extends { _id: string }>({
  table,
  columns,
  emptyText,
  searchPlaceholder,
  filters,
  onUpdate,
  remove,
  expandable,
}: AdminTableProps<Row>) {
  const { t } = useI18n();
  const { token } = theme.useToken();
  const phone = useMediaQuery(PHONE);
  const updateButton = onUpdate && ((row: Row) => <UpdateButton onClick={() => onUpdate(row)} />);
  const deleteButton =
    remove &&
    ((row: Row) => (
      <DeleteButton
        remove={() => remove.request(row)}
        deletedText={remove.deletedText}
        failedText={remove.failedText}
        warning={remove.warning?.(row)}
        {...remove.unusual?.(row)}
        onDeleted={() => {
          remove.onDeleted?.(row);
          void table.changed();
        }}
      />
    ));
  const actions: TableColumnsType<Row> = [
    ...(updateButton
      ? [
          {
            title: t('admin.column.update'),
            key: 'update',
            width: 1,
            render: (_: unknown, row: Row) => updateButton(row),
          },
        ]
      : []),
    ...(deleteButton
      ? [
          {
            title: t('admin.column.delete'),
            key: 'delete',
            width: 1,
            render: (_: unknown, row: Row) => deleteButton(row),
          },
        ]
      : []),
  ];

  return (
    <>
      {(searchPlaceholder || filters) && (
        <Flex wrap gap="small" align="center" style={{ marginBottom: 16 }}>
          {searchPlaceholder && (
            // Keyed by the URL's search, so Back shows the search it returns to.
            <Input.Search
              key={table.search}
              defaultValue={table.search}
              placeholder={searchPlaceholder}
              aria-label={searchPlaceholder}
              allowClear
              enterButton={t('admin.search')}
              onSearch={table.setSearch}
              // As wide as it may be up to 360 px, narrower on a phone.
              style={{ flex: '1 1 200px', maxWidth: 360 }}
            />
          )}
          {filters}
        </Flex>
      )}
      {phone ? (
        <AdminCards<Row>
          table={table}
          columns={columns}
          actions={[updateButton, deleteButton].filter((button) => button !== undefined)}
          emptyText={emptyText}
          details={
            expandable?.expandedRowRender &&
            ((row, index) => expandable.expandedRowRender!(row, index, 0, true))
          }
        />
      ) : (
        <Table
          rowKey="_id"
          size="middle"
          columns={[...columns, ...actions]}
          dataSource={table.rows}
          loading={table.loading}
          // The expand buttons' column stays in view, and with it an opened row's details take the
          // table's visible width, so on a phone they wrap instead of scrolling away sideways.
          expandable={expandable && { fixed: true, ...expandable }}
          // antd greys an empty table's text (#bfbfbf, 1.8:1 on white): it is a message, not a
          // disabled control, so it reads in the secondary text colour.
          locale={
            emptyText
              ? { emptyText: <span style={{ color: token.colorTextSecondary }}>{emptyText}</span> }
              : undefined
          }
          pagination={{
            current: table.page,
            pageSize: ADMIN_PAGE_SIZE,
            total: table.total,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: table.setPage,
          }}
          // As wide as the content area, long names wrapping, so Update and Delete stay in view;
          // on a phone, a table narrower than this scrolls sideways instead.
          tableLayout="auto"
          scroll={{ x: MIN_TABLE_WIDTH_PX }}
        />
      )}
    </>
  );
}
