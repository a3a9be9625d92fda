import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { showDialog } from '@/components/dialogs/dialogs';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n';
import { selectIsAdmin, useSessionStore } from '@/stores/session-store';

/**
 * The admin guard (docs/behaviour.md, "Roles"): decided from the stored role alone. Anyone else
 * sees the 'Error!' dialog and is sent home; the server still checks every admin call itself.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const isAdmin = useSessionStore(selectIsAdmin);
  const { t } = useI18n();
  // React's strict mode runs effects twice on mount; one visit shows one dialog.
  const dialogShown = useRef(false);

  useEffect(() => {
    if (isAdmin || dialogShown.current) return;
    dialogShown.current = true;
    showDialog({
      kind: 'error',
      title: t('guard.accessDeniedTitle'),
      content: t('guard.accessDeniedText'),
    });
  }, [isAdmin, t]);

  if (!isAdmin) return <Navigate to={paths.home} replace />;
  return children ?? <Outlet />;
}
