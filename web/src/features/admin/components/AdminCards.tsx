import { Button, Card, Flex, Pagination, Spin, theme, type TableColumnsType } from 'antd';
import { useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { useI18n } from '@/i18n';
import { ADMIN_PAGE_SIZE } from '../api/admin-page';
import type { AdminTableState } from '../hooks/use-admin-table';
import styles from './AdminCards.module.css';

interface AdminCardsProps<Row extends { _id: string }> {
  table: AdminTableState<Row>;
  columns: TableColumnsType<Row>;
  /** Each row's buttons (Update, Delete), below its fields. */
  actions: ((row: Row) => ReactNode)[];
  emptyText?: string;
  /** What an opened row shows, as the table's expandable rows do. */
  details?: (row: Row, index: number) => ReactNode;
}

/** What a card reads of a table's column: its title, and how the table shows its cell. */
interface CardColumn<Row> {
  key?: Key;
  title?: ReactNode;
  dataIndex?: string | number | readonly (string | number)[];
  render?: (value: unknown, row: Row, index: number) => unknown;
}

/** A column's cell for `row`, as the table would render it. */
function cellOf<Row>({ dataIndex, render }: CardColumn<Row>, row: Row, index: number): ReactNode {
  const path = dataIndex === undefined ? [] : Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  const value = path.reduce<unknown>(
    (value, field) => (value as Record<string | number, unknown> | undefined)?.[field],
    dataIndex === undefined ? undefined : row,
  );
  const rendered = render ? render(value, row, index) : value;
  // A render may answer a cell's props ({children, props}); the table shows only its children.
  const cell = rendered as { children?: ReactNode; props?: object } | ReactNode;
  if (
    cell &&
    typeof cell === 'object' &&
    'props' in cell &&
    'children' in cell &&
    !('type' in cell)
  )
    return cell.children;
  return cell as ReactNode;
}

/**
 * A back-office table on a phone (below 600 px, AdminTable): each row a card of its columns'
 * titles and values, its buttons and details below, so nothing hides in a box scrolled sideways.
 */
export function AdminCards<Row extends { _id: string }>({
  table,
  columns,
  actions,
  emptyText,
  details,
}: AdminCardsProps<Row>) {
  const { t } = useI18n();
  const { token } = theme.useToken();
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Spin spinning={table.loading}>
      {table.rows.length === 0 ? (
        <p className={styles.empty} style={{ color: token.colorTextSecondary }}>
          {!table.loading && emptyText}
        </p>
      ) : (
        <ul
          className={styles.cards}
          style={{ '--card-label-color': token.colorTextSecondary } as CSSProperties}
        >
          {table.rows.map((row, index) => (
            <li key={row._id}>
              <Card size="small">
                <dl className={styles.fields}>
                  {(columns as CardColumn<Row>[]).map((column, columnIndex) => (
                    <div key={String(column.key ?? column.dataIndex ?? columnIndex)}>
                      <dt>{column.title}</dt>
                      <dd>{cellOf(column, row, index)}</dd>
                    </div>
                  ))}
                </dl>
                <Flex wrap gap="small" className={styles.actions}>
                  {details && (
                    <Button
                      type="link"
                      aria-expanded={opened.has(row._id)}
                      onClick={() => toggle(row._id)}
                    >
                      {t('admin.table.details')}
                    </Button>
                  )}
                  {actions.map((action, actionIndex) => (
                    <span key={actionIndex}>{action(row)}</span>
                  ))}
                </Flex>
                {details && opened.has(row._id) && (
                  <div className={styles.details}>{details(row, index)}</div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        className={styles.pagination}
        size="small"
        current={table.page}
        pageSize={ADMIN_PAGE_SIZE}
        total={table.total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={table.setPage}
      />
    </Spin>
  );
}
