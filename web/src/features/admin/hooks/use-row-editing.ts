import { useCallback, useState } from 'react';

/**
 * The add/update toggle behind components/AdminEditableList.tsx (docs/behaviour.md): Update on a
 * row remembers the row and shows the update form instead of the add form, until done.
 */
export function useRowEditing<Row extends { _id: string }>() {
  const [editing, setEditing] = useState<Row | null>(null);

  const edit = useCallback((row: Row) => {
    setEditing(row);
    // The update form takes the add form's place at the top of the screen.
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);
  /** Back to the add form: after a successful update, or on Cancel. */
  const done = useCallback(() => setEditing(null), []);
  /** A deleted row can no longer be updated. */
  const forget = useCallback(
    (id: string) => setEditing((current) => (current?._id === id ? null : current)),
    [],
  );

  return { editing, edit, done, forget };
}
