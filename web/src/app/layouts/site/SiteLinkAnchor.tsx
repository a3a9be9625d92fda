import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useI18n } from '@/i18n';
import { useWithChosenCar } from '@/lib/vehicles';
import type { SiteLink } from './site-links';

interface SiteLinkAnchorProps {
  link: SiteLink;
  className?: string;
  activeClassName?: string;
  icon?: ReactNode;
  /** For the label next to an icon, e.g. to hide it visually on narrow screens. */
  labelClassName?: string;
  /** Shown after the label, such as the cart's item count. */
  badge?: ReactNode;
  onNavigate?: () => void;
}

/** A site link: a plain anchor when it must reload the page, a router link otherwise. */
export function SiteLinkAnchor({
  link,
  className,
  activeClassName,
  icon,
  labelClassName,
  badge,
  onNavigate,
}: SiteLinkAnchorProps) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const withChosenCar = useWithChosenCar();
  const to = link.carriesCar ? withChosenCar(link.to) : link.to;
  const page = link.page ?? link.to;
  const isActive = pathname === page || pathname.startsWith(`${page}/`);
  const props = {
    className: [className, isActive && activeClassName].filter(Boolean).join(' ') || undefined,
    'aria-current': isActive ? ('page' as const) : undefined,
    onClick: onNavigate,
  };
  const content = (
    <>
      {icon}
      {labelClassName ? (
        <span className={labelClassName}>{t(link.labelKey)}</span>
      ) : (
        t(link.labelKey)
      )}
      {badge}
    </>
  );
  return link.fullReload ? (
    <a href={to} {...props}>
      {content}
    </a>
  ) : (
    <Link to={to} {...props}>
      {content}
    </Link>
  );
}
