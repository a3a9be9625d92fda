import { useState } from 'react';

/**
 * A promotion's Active switch: saves the row again as `requestOf` makes it from the row (every
 * other field kept), paused or resumed, then `changed` refreshes the lists; `pending` names the
 * row being saved.
 */
export function usePromotionToggle<Row extends { _id: string; active: boolean }, Request>(
  requestOf: (row: Row) => Request,
  save: (request: Request, id: string) => Promise<unknown>,
  changed: () => Promise<unknown>,
) {
  const [pending, setPending] = useState<string>();
  const run = async (row: Row) => {
    setPending(row._id);
    try {
      await save({ ...requestOf(row), active: !row.active }, row._id);
      await changed();
    } finally {
      setPending(undefined);
    }
  };
  return { pending, run };
}
