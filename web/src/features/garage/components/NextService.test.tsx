import type { GarageCar } from '@shop/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { renderAt } from '@/test/render';
import { bodiesOf, onApi } from '@/test/server';
import { VehicleCard } from './VehicleCard';

const car: GarageCar = {
  _id: 'c1',
  logo: { url: '' },
  mileage: 9_600,
  carDetails: { model: 'Camry', year: 2020, agency: 'Toyota', warranty: true },
  nextService: {
    package: {
      _id: 'p10',
      name: '10,000 km service',
      nameAr: 'صيانة 10,000 كم',
      price: 300,
      mileage: 10_000,
    },
    dueAt: '2026-12-10T00:00:00.000Z',
    dueBy: 'mileage',
    estimatedMileage: 9_650,
    kmPerMonth: 1500,
  },
};

const renderCard = (intent?: Parameters<typeof VehicleCard>[0]['intent']) => {
  const changed = vi.fn();
  renderAt(
    '/addVehicle',
    <VehicleCard
      car={car}
      onUpdate={vi.fn()}
      onDeleted={vi.fn()}
      onScheduleChanged={changed}
      intent={intent}
    />,
  );
  return changed;
};
const nextService = () => screen.getByRole('region', { name: 'Next service' });

describe('next service on a garage card', () => {
  it("says the car's next package, when it is due and the mileage estimated today", () => {
    renderCard();
    const box = nextService();
    expect(box).toHaveTextContent('10,000 km service, due by Dec 10, 2026');
    expect(box).toHaveTextContent('About 9,650 km now (by our estimate)');
  });

  it('says it in Arabic, with the Arabic name of the package', () => {
    useLanguageStore.getState().setLanguage('ar');
    renderCard();
    const box = screen.getByRole('region', { name: 'الصيانة القادمة' });
    expect(box).toHaveTextContent('صيانة 10,000 كم، موعدها بحلول');
    expect(within(box).getByRole('button', { name: 'أجريتها في مكان آخر' })).toBeInTheDocument();
  });

  it("sends today's mileage, then has the garage reload", async () => {
    const sent = onApi('PUT /car/userCars/c1/mileage', { message: 'Mileage saved.' });
    const changed = renderCard();
    fireEvent.click(within(nextService()).getByRole('button', { name: 'Update mileage' }));
    const field = screen.getByRole('spinbutton', { name: "Today's mileage (km)" });
    fireEvent.change(field, { target: { value: '10200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(bodiesOf(sent)).toEqual([{ mileage: 10_200 }]);
  });

  it('opened from a reminder\'s "I did it elsewhere", asks and records the service', async () => {
    const sent = onApi('POST /car/userCars/c1/serviceDone', { message: 'Service recorded.' });
    const changed = renderCard({ kind: 'serviceDone', packageId: 'p10' });
    const ask = await screen.findByRole('alertdialog', {
      name: 'Did this car have the 10,000 km service done elsewhere?',
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'I did it elsewhere' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(bodiesOf(sent)).toEqual([{ packageId: 'p10' }]);
  });
});
