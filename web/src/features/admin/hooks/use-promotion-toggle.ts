import { useState } from 'react';

/**
 * A promotion's Active switch: `save` pauses or resumes the row, then `changed` refreshes the
 * lists; `pending` names the row being saved.
 */
export function usePromotionToggle<Row extends { _id: string }>(
  save: (row: Row) => Promise<unknown>,
  changed: () => Promise<unknown>,
) {
  const [pending, setPending] = useState<string>();
  const run = async (row: Row) => {
    setPending(row._id);
    try {
      await save(row);
      await changed();
    } finally {
      setPending(undefined);
    }
  };
  return { pending, run };
}
