import type { ShippingZone } from '@shop/shared';
import axe from 'axe-core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { answerCities } from '@/test/fixtures/delivery';
import { chooseOption, fillIn, findOption, requiredMarkOf } from '@/test/forms';
import { button, cellTexts, findDialog, rowOf, toastTexts } from '@/test/queries';
import { renderAt } from '@/test/render';
import { apiError, bodiesOf, onApi, type SentRequest } from '@/test/server';
import { ShippingZonesAdminPage } from './ShippingZonesAdminPage';

const riyadh: ShippingZone = {
  _id: 'z1',
  name: 'Riyadh',
  nameAr: 'الرياض',
  cities: ['Riyadh'],
  fee: 25,
  freeAbove: 300,
  minDays: 1,
  maxDays: 2,
  cod: true,
  codFee: 10,
};

const renderZones = () => renderAt('/dashboard/shipping-zones', <ShippingZonesAdminPage />);

describe('shipping zones screen', () => {
  let lists: SentRequest[];
  beforeEach(() => {
    answerCities();
    lists = onApi('GET /shipping/zones', {
      message: 'Shipping zones retrieved successfully.',
      zones: [riyadh],
    });
  });

  it('lists each zone: names, cities, fee, free delivery, days and cash on delivery', async () => {
    renderZones();
    await screen.findByText('SAR 25.00');
    expect(cellTexts(rowOf('SAR 25.00'))).toEqual([
      'Riyadh',
      'Riyadh',
      'SAR 25.00',
      'SAR 300.00',
      '1–2',
      'Yes (+SAR 10.00)',
      'Update',
      'Delete',
    ]);
  });

  it('adds a zone with its cities and amounts, and shows a city taken by another zone', async () => {
    const saves = onApi(
      'POST /shipping/zones',
      apiError(409, 'Riyadh is in the zone Riyadh already.', {
        code: 'ZONE_CITY_TAKEN',
        params: { city: 'Riyadh', zone: 'Riyadh' },
        errors: { cities: ['Riyadh is in the zone Riyadh already.'] },
      }),
      { message: 'Shipping zone saved.', zone: { ...riyadh, _id: 'z2' } },
    );
    renderZones();
    await screen.findByText('SAR 25.00');
    fillIn('Name in English', 'Western region');
    fillIn('Name in Arabic', 'المنطقة الغربية');
    await chooseOption('Cities', 'Jeddah');
    // A multiple select stays open after a pick.
    fireEvent.click(await findOption('Riyadh'));
    fillIn('Delivery fee (SAR)', '30');
    fillIn('Fewest days', '2');
    fillIn('Most days', '4');
    fireEvent.click(button('Add Zone'));

    expect(await findDialog()).toMatchObject({
      title: 'The shipping zone could not be saved.',
      content: 'Riyadh is in the zone Riyadh already.',
    });
    expect(bodiesOf(saves)).toEqual([
      {
        name: 'Western region',
        nameAr: 'المنطقة الغربية',
        cities: ['Jeddah', 'Riyadh'],
        fee: 30,
        minDays: 2,
        maxDays: 4,
        cod: false,
      },
    ]);
    fireEvent.click(button('OK'));
    fireEvent.click(button('Add Zone'));
    await waitFor(() => expect(saves).toHaveLength(2));
    await waitFor(() => expect(toastTexts()).toContain('The shipping zone has been added.'));
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it.each([
    ['en', 'Cities'],
    ['ar', 'المدن'],
  ] as const)(
    'marks Cities required on its combobox, where ARIA allows it (%s)',
    async (language, label) => {
      useLanguageStore.getState().setLanguage(language);
      renderZones();
      const cities = await screen.findByLabelText(label);
      expect(cities).toHaveAttribute('role', 'combobox');
      expect(cities).toBeRequired();
      // The label keeps its required mark.
      expect(requiredMarkOf(label)).toBeInTheDocument();
      await chooseOption(label, language === 'en' ? 'Jeddah' : 'جدة');
      expect(cities).toBeRequired();
      // The form (the open list of cities, drawn apart, is Ant Design's own).
      const { violations } = await axe.run('form', { runOnly: ['aria-allowed-attr'] });
      expect(violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual(
        [],
      );
    },
  );

  it('names the zone and its cities in Arabic', async () => {
    useLanguageStore.getState().setLanguage('ar');
    try {
      renderZones();
      expect(await screen.findAllByText('الرياض')).toHaveLength(2);
    } finally {
      useLanguageStore.getState().setLanguage('en');
    }
  });
});
