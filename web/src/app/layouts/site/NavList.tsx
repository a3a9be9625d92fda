import type { ReactNode } from 'react';
import { SiteLinkAnchor } from './SiteLinkAnchor';
import type { SiteLink } from './site-links';

interface NavListProps {
  links: readonly SiteLink[];
  className?: string;
  linkClassName?: string;
  activeClassName?: string;
  onNavigate?: () => void;
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
            onNavigate={onNavigate}
          />
        </li>
      ))}
      {extra && <li>{extra}</li>}
    </ul>
  );
}
