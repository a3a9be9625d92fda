import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '@/test/render';
import { SiteFooter } from './SiteFooter';

const quickLinks = () => within(screen.getByRole('navigation', { name: 'Quick links' }));

describe('site footer', () => {
  it('has the documented quick links', () => {
    renderAt('/', <SiteFooter />);
    const links = quickLinks()
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/login', '/products', '/about', '/contact', '/howtoorder']);
  });

  it('sends a logged-in user straight to Add vehicle', () => {
    useSessionStore.getState().login('token', 'user');
    renderAt('/', <SiteFooter />);
    expect(quickLinks().getByRole('link', { name: 'Add vehicle' })).toHaveAttribute(
      'href',
      '/addVehicle',
    );
  });

  it('opens the social and messaging pages in a new tab, without handing them this page', () => {
    renderAt('/', <SiteFooter />);
    for (const name of ['WhatsApp', 'Instagram', 'X', 'Facebook', 'Snapchat']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('carries the 2024 copyright with the shop name', () => {
    renderAt('/', <SiteFooter />);
    expect(screen.getByText('© 2024 Qitaa Auto Parts. All rights reserved.')).toBeInTheDocument();
  });
});
