import type { UserCar } from '@shop/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/i18n';
import { renderAt } from '@/test/render';
import { VehicleCard } from './VehicleCard';
import { descriptionItems } from '@/test/queries';

const VIN = '1HGCM82633A004352';
const byVin: UserCar = {
  _id: 'c1',
  // No logo URL: the card shows its placeholder.
  logo: { url: '' },
  mileage: 42000,
  engineNumber: VIN,
  decoded: { manufacturer: 'Honda', modelYear: 2003 },
};

const renderCard = (car: UserCar) =>
  renderAt('/addVehicle', <VehicleCard car={car} onUpdate={vi.fn()} onDeleted={vi.fn()} />);
const entries = () => descriptionItems();

describe('vehicle card', () => {
  it('shows the maker and model year the shop read from the VIN', () => {
    renderCard(byVin);
    expect(screen.getByRole('article', { name: VIN })).toBeInTheDocument();
    expect(entries()).toEqual([
      ['Vehicle Number (VIN)', VIN],
      ['Car Brand', 'Honda'],
      ['Year', '2003'],
      ['Mileage (KM)', '42,000'],
    ]);
  });

  it('names the model picked for it, and links to the parts that fit it', () => {
    renderCard({
      ...byVin,
      vehicle: { make: 'Honda', makeAr: 'هوندا', model: 'Accord', year: 2003 },
    });
    expect(entries()).toEqual([
      ['Vehicle Number (VIN)', VIN],
      ['Car Brand', 'Honda'],
      ['Model', 'Accord'],
      ['Year', '2003'],
      ['Mileage (KM)', '42,000'],
    ]);
    expect(screen.getByRole('link', { name: 'Parts for this car' })).toHaveAttribute(
      'href',
      '/products?brand=Honda&model=Accord&year=2003',
    );
  });

  it('says them in Arabic too, the names of the catalog in Arabic', () => {
    useLanguageStore.getState().setLanguage('ar');
    renderCard({ ...byVin, vehicle: { make: 'Honda', makeAr: 'هوندا', year: 2003 } });
    expect(entries()).toEqual([
      ['رقم الهيكل (VIN)', VIN],
      ['ماركة السيارة', 'هوندا'],
      ['السنة', '٢٠٠٣'],
      ['المسافة المقطوعة (كم)', '٤٢٬٠٠٠'],
    ]);
  });

  it("goes by its model and year in the page's language when it has no VIN", () => {
    useLanguageStore.getState().setLanguage('ar');
    renderCard({
      _id: 'c2',
      logo: { url: '' },
      mileage: 42000,
      carDetails: { agency: 'Toyota', model: 'Camry', year: 2020, warranty: false },
      vehicle: { make: 'Toyota', makeAr: 'تويوتا', model: 'Camry', modelAr: 'كامري', year: 2020 },
    });
    expect(screen.getByRole('article', { name: 'كامري ٢٠٢٠' })).toBeInTheDocument();
    expect(entries()).toContainEqual(['الطراز', 'كامري']);
  });

  it('leaves out what the VIN does not tell', () => {
    renderCard({ ...byVin, decoded: undefined });
    expect(entries()).toEqual([
      ['Vehicle Number (VIN)', VIN],
      ['Mileage (KM)', '42,000'],
    ]);
  });
});
