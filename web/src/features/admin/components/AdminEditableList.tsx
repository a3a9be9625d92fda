import { Fragment, type ReactNode } from 'react';
import { useRowEditing } from '../hooks/use-row-editing';
import { AdminTable, type AdminTableProps } from './AdminTable';

/** What the screen's form is given: the row being updated, if any, and where to go after. */
export interface EditFormProps<Row> {
  /** The row being updated; without it, the add form. */
  editing?: Row;
  /** After a save: back to the add form, the table refreshed. */
  onSaved: () => void;
  /** Leaves the update form without saving. */
  onCancel: () => void;
}

interface AdminEditableListProps<Row extends { _id: string }> extends Omit<
  AdminTableProps<Row>,
  'onUpdate'
> {
  /** The form on top; it may render nothing when no row is being updated. */
  form: (props: EditFormProps<Row>) => ReactNode;
}

/**
 * A back-office screen's form above its table (docs/behaviour.md): Update on a row swaps the add
 * form for the update form prefilled with that row; a save or Cancel swaps back, and deleting the
 * row being updated closes its form.
 */
export function AdminEditableList<Row extends { _id: string }>({
  form,
  remove,
  ...tableProps
}: AdminEditableListProps<Row>) {
  const { editing, edit, done, forget } = useRowEditing<Row>();
  const { table } = tableProps;

  return (
    <>
      {/* Keyed by the row, so choosing another row refills the form. */}
      <Fragment key={editing?._id ?? 'add'}>
        {form({
          editing: editing ?? undefined,
          onSaved: () => {
            done();
            void table.changed();
          },
          onCancel: done,
        })}
      </Fragment>
      <AdminTable<Row>
        {...tableProps}
        onUpdate={edit}
        remove={
          remove && {
            ...remove,
            onDeleted: (row) => {
              forget(row._id);
              remove.onDeleted?.(row);
            },
          }
        }
      />
    </>
  );
}
