import { SHOP_NAME } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { renderAt } from '@/test/render';
import { HomePage } from './HomePage';
import { pictures } from '@/test/queries';
import { answerVehicleCatalog } from '@/test/vehicles';

/** The carousel's pictures, the ones out of view included. */
const advertisements = () => pictures(screen.getByRole('region', { name: /^(Offers|العروض)$/ }));

describe('home page', () => {
  // The search panel's car selector reads the vehicle catalog.
  beforeEach(() => {
    answerVehicleCatalog();
  });

  it("is titled with the shop's name and shows three advertisements", async () => {
    renderAt('/', <HomePage />);
    await waitFor(() => expect(document.title).toBe(SHOP_NAME));
    expect(advertisements()).toHaveLength(3);
    for (const title of [
      'Quality spare parts for every car',
      'Brakes and tires, checked and ready to fit',
      'Maintenance packages by mileage',
    ]) {
      screen.getByText(title);
    }
  });

  it('writes the advertisements in Arabic to an Arabic reader', () => {
    useLanguageStore.getState().setLanguage('ar');
    renderAt('/', <HomePage />);
    screen.getByText('قطع غيار عالية الجودة لكل سيارة');
    screen.getByText('الأسعار بالريال السعودي');
    expect(screen.queryByText('Prices in SAR')).not.toBeInTheDocument();
    useLanguageStore.getState().setLanguage('en');
  });

  it.each(['en', 'ar'] as const)(
    'shows the warranty headline in English and Arabic together (page in %s)',
    (language) => {
      useLanguageStore.getState().setLanguage(language);
      renderAt('/', <HomePage />);
      expect(
        screen.getByRole('heading', { name: 'How to maintain your warranty?' }),
      ).toBeInTheDocument();
      expect(screen.getByText('كيف تحافظ على ضمان سيارتك؟')).toHaveAttribute('lang', 'ar');
    },
  );

  it('shows the Justified, Simplified and Certified badges', () => {
    renderAt('/', <HomePage />);
    const badges = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(badges).toEqual(['Justified', 'Simplified', 'Certified']);
  });
});
