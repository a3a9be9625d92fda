import { RequireAdmin } from '../../guards/RequireAdmin';
import { AdminLayout } from './AdminLayout';

/**
 * The back office's shell behind its guard, one chunk: the guard alone is too small for a chunk
 * of its own, and the build merged it into the Home page's first load (docs/performance.md).
 */
export function GuardedAdminLayout() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}
