import { describe, expect, it } from 'vitest';
import { adminLinks, currentAdminLink } from './admin-links';

describe('currentAdminLink', () => {
  it('finds each side navigation entry from its own path', () => {
    for (const link of adminLinks) expect(currentAdminLink(link.to)).toBe(link);
  });

  it('finds the entry of a screen below it, not the dashboard', () => {
    expect(currentAdminLink('/dashboard/products/add').labelKey).toBe('admin.nav.products');
    expect(currentAdminLink('/dashboard/cars/').labelKey).toBe('admin.nav.cars');
    expect(currentAdminLink('/dashboard/carsick').labelKey).toBe('admin.nav.dashboard');
  });
});
