import type { ReactNode } from 'react';
import { SiteLinkAnchor } from './SiteLinkAnchor';
import type { SiteLink } from './site-links';

interface NavListProps {
  links: readonly SiteLink[];
  className?: string;
  linkClassName?: string;
  activeClassName?: string;
  onNavigate?: () => void;
  /** Badges by link key, such as the cart's item count. */
  badges?: Partial<Record<string, ReactNode>>;
  /** Items that are not links, such as Logout, placed after the links. */
  extra?: ReactNode;
}

/** A list of site links, as the header, the drawer and the footer show them. */
export function NavList({
  links,
  className,
  linkClassName,
  activeClassName,
  onNavigate,
  badges,
  extra,
}: NavListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.key}>
          <SiteLinkAnchor
            link={link}
            className={linkClassName}
            activeClassName={activeClassName}
            badge={badges?.[link.key]}
            onNavigate={onNavigate}
          />
        </li>
      ))}
      {extra && <li>{extra}</li>}
    </ul>
  );
}
