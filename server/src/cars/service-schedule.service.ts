import { Injectable } from '@nestjs/common';
import type { GarageCar, NextService } from '@shop/shared';
import { shopError } from '../common/shop-error';
import { type DuePackage, PackagesService } from '../packages/packages.service';
import { CarsService, type ServicedCar } from './cars.service';
import { type Schedule, scheduleOf } from './service-schedule';

/** A car's next service: the package, and when it falls due. */
export type DueService = Schedule & { package: DuePackage };

/** As the garage answers it. */
export const nextServiceView = ({ remindNow: _now, dueAt, ...due }: DueService): NextService => ({
  ...due,
  dueAt: dueAt.toISOString(),
});

/**
 * The maintenance schedule of garage cars: the next package that fits each car, from the
 * mileage the shopper last gave (or above the last service it had, when higher), and when it
 * falls due (cars/service-schedule.ts).
 */
@Injectable()
export class ServiceScheduleService {
  constructor(
    private readonly cars: CarsService,
    private readonly packages: PackagesService,
  ) {}

  /** The car's next service; undefined when no package fits it from its mileage on. */
  async nextOf(car: ServicedCar, now: Date): Promise<DueService | undefined> {
    const given = car.readings.at(-1)!.mileage;
    const from = Math.max(given, car.lastService ? car.lastService.mileage + 1 : 0);
    const pack = await this.packages.firstFrom(from, car.vehicle);
    if (!pack) return undefined;
    return { package: pack, ...scheduleOf(car.readings, pack.mileage, car.lastService?.at, now) };
  }

  /** The user's cars, each with its next service when one fits it. */
  async garageOf(userId: string, now = new Date()): Promise<GarageCar[]> {
    const [views, serviced] = await Promise.all([
      this.cars.listOf(userId),
      this.cars.servicedCars({ userId }),
    ]);
    const byId = new Map(serviced.map((car) => [car._id.toString(), car]));
    return Promise.all(
      views.map(async (view) => {
        const car = byId.get(view._id.toString());
        const next = car && (await this.nextOf(car, now));
        return { ...view, ...(next && { nextService: nextServiceView(next) }) };
      }),
    );
  }

  /**
   * Records that one of the user's cars had a service elsewhere ("I did it elsewhere"): its next
   * service moves past that package, and the six months start again.
   */
  async doneElsewhere(userId: string, carId: string, packageId: string): Promise<void> {
    const [car] = await this.cars.servicedCars({ _id: carId, userId });
    if (!car) throw shopError('CAR_NOT_FOUND');
    const pack = await this.packages.fits(packageId, car.vehicle);
    if (!pack) {
      const exists = (await this.packages.productIdsOf([packageId])).has(packageId);
      throw shopError(exists ? 'PACKAGE_NOT_FOR_CAR' : 'PACKAGE_NOT_FOUND');
    }
    await this.cars.recordService(
      carId,
      { packageId, mileage: pack.mileage, at: new Date() },
      'elsewhere',
      userId,
    );
  }
}
