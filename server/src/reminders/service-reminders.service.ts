import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { trusted, type Types } from 'mongoose';
import { CarsService, type ServicedCar } from '../cars/cars.service';
import { type DueService, ServiceScheduleService } from '../cars/service-schedule.service';
import { appConfig } from '../config';
import { ConsentsService } from '../consents/consents.service';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { MailService } from '../mail/mail.service';
import { OrdersPort } from '../orders/orders-port';
import { PackagesService } from '../packages/packages.service';
import { type Recipient, serviceReminderMail } from './reminder-mails';
import { Recipients } from './recipients';

/** Consenting users looked at per query of a sweep. */
const USERS_PER_PAGE = 200;

/**
 * Where a reminder's links lead: pages of the web app, where the logged-in shopper acts through
 * the API (POST /api/cart/addToCart, POST /api/car/userCars/{id}/serviceDone,
 * PUT /api/car/userCars/{id}/mileage).
 */
export const REMINDER_LINKS = {
  addToCart: (packageId: string) => `/cart?addPackage=${packageId}`,
  doneElsewhere: (carId: string, packageId: string) =>
    `/addVehicle?car=${carId}&serviceDone=${packageId}`,
  updateMileage: (carId: string) => `/addVehicle?car=${carId}&mileage=edit`,
};

/**
 * Service reminders: each consenting shopper's cars whose next service (ServiceScheduleService)
 * falls due within 500 km or two weeks get one mail per car and service, in the shopper's
 * language. The outbox key names the car and the package, so however many instances sweep at
 * once, and however often, that reminder is queued once. Packages bought are recorded as the
 * car's services, so the next one moves on and the six months start again.
 */
@Injectable()
export class ServiceRemindersService {
  private readonly logger = new Logger('ServiceReminders');

  constructor(
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly consents: ConsentsService,
    private readonly cars: CarsService,
    private readonly schedules: ServiceScheduleService,
    private readonly packages: PackagesService,
    private readonly orders: OrdersPort,
    private readonly recipients: Recipients,
    private readonly mail: MailService,
  ) {}

  /** Queues the reminders due at `now`; answers how many were queued. */
  async sweep(now: Date): Promise<number> {
    let queued = 0;
    let after: Types.ObjectId | undefined;
    for (;;) {
      const userIds = await this.consents.pageOfConsenting(
        'serviceReminders',
        after,
        USERS_PER_PAGE,
      );
      if (userIds.length === 0) return queued;
      after = userIds.at(-1);
      const cars = await this.cars.servicedCars({ userId: trusted({ $in: userIds }) });
      const recipients = new Map<string, Promise<Recipient | null>>();
      for (const car of cars) {
        const due = await this.schedules.nextOf(car, now);
        if (!due?.remindNow) continue;
        const userId = car.userId.toString();
        if (!recipients.has(userId)) {
          recipients.set(userId, this.recipients.of(userId, 'serviceReminders'));
        }
        const recipient = await recipients.get(userId)!;
        if (recipient && (await this.remind(recipient, car, due))) queued += 1;
      }
    }
  }

  private remind(recipient: Recipient, car: ServicedCar, due: DueService): Promise<boolean> {
    const carId = car._id.toString();
    const web = (path: string) => `${this.app.publicUrl}${path}`;
    return this.mail.queue(
      `service-reminder:${carId}:${due.package._id}`,
      serviceReminderMail(recipient, {
        vehicle: car.vehicle,
        estimatedMileage: due.estimatedMileage,
        package: due.package,
        dueAt: due.dueAt,
        links: {
          addToCart: web(REMINDER_LINKS.addToCart(due.package._id)),
          doneElsewhere: web(REMINDER_LINKS.doneElsewhere(carId, due.package._id)),
          updateMileage: web(REMINDER_LINKS.updateMileage(carId)),
        },
      }),
    );
  }

  /**
   * A paid order's packages become services of the shopper's cars: each goes to the car whose
   * next service it is, else to the one car it fits; bought for no car the shop can tell, it
   * is recorded nowhere. Failing here must not fail the payment: it is logged.
   */
  @OnShopEvent('order.paid')
  async onOrderPaid({ orderId }: ShopEvents['order.paid']): Promise<void> {
    try {
      await this.recordBought(orderId, new Date());
    } catch (error) {
      this.logger.warn(`Services of order ${orderId} not recorded: ${(error as Error).message}`);
    }
  }

  private async recordBought(orderId: string, now: Date): Promise<void> {
    const order = await this.orders.mailed(orderId);
    const packageIds = (order?.lines ?? [])
      .filter((line) => line.kind === 'package')
      .map((line) => line.itemId.toString());
    if (!order || packageIds.length === 0) return;
    const cars = await this.cars.servicedCars({ userId: order.userId });
    for (const packageId of packageIds) {
      const car = await this.carServicedBy(cars, packageId, now);
      if (!car) continue;
      const pack = (await this.packages.fits(packageId, car.vehicle))!;
      await this.cars.recordService(
        car._id,
        { packageId, mileage: pack.mileage, at: now },
        'order',
      );
    }
  }

  private async carServicedBy(
    cars: ServicedCar[],
    packageId: string,
    now: Date,
  ): Promise<ServicedCar | undefined> {
    const fitting: ServicedCar[] = [];
    for (const car of cars) {
      if ((await this.schedules.nextOf(car, now))?.package._id === packageId) return car;
      if (await this.packages.fits(packageId, car.vehicle)) fitting.push(car);
    }
    return fitting.length === 1 ? fitting[0] : undefined;
  }
}
