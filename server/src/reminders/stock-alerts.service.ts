import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { Model, trusted, Types } from 'mongoose';
import { shopError } from '../common/shop-error';
import { appConfig } from '../config';
import { isDuplicateKey } from '../database/database-errors';
import { OnShopEvent } from '../events/event-bus';
import type { ShopEvents } from '../events/shop-events';
import { MailService } from '../mail/mail.service';
import { ProductStock } from '../products/product-stock';
import { ProductsService } from '../products/products.service';
import { UserOwnedWrites } from '../users/user-owned-writes';
import { backInStockMail } from './reminder-mails';
import { Recipients } from './recipients';
import { StockAlert } from './stock-alert.schema';

/** The web app's page of a product. */
const productPage = (id: string) => `/productDetails/${id}`;

/** In stock: stock not tracked, or some left. */
const inStock = (stock: number | undefined) => stock === undefined || stock > 0;

/**
 * "Notify me" on products out of stock. When a product's stock comes back (an admin's change, an
 * order's units given back; the reminder sweep looks too, in case a listener failed), each
 * shopper waiting for it is mailed once — the outbox key names the alert, so two instances
 * queue one mail — and the alert is forgotten.
 */
@Injectable()
export class StockAlertsService {
  private readonly logger = new Logger('StockAlerts');

  constructor(
    @InjectModel(StockAlert.name) private readonly alerts: Model<StockAlert>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    private readonly stock: ProductStock,
    private readonly products: ProductsService,
    private readonly recipients: Recipients,
    private readonly mail: MailService,
    private readonly userWrites: UserOwnedWrites,
  ) {}

  /** Whether the user waits for the product. */
  async waiting(userId: string, productId: string): Promise<boolean> {
    await this.assertProduct(productId);
    return Boolean(await this.alerts.exists({ userId, productId }));
  }

  /**
   * Asks for a mail when the product is back: 404 unknown, 409 when it is in stock now; a user
   * deleted meanwhile keeps no alert (401).
   */
  async add(userId: string, productId: string): Promise<void> {
    const stock = await this.assertProduct(productId);
    if (inStock(stock)) throw shopError('PRODUCT_IN_STOCK');
    await this.userWrites.write(
      userId,
      async () => {
        try {
          await this.alerts.updateOne(
            { userId, productId },
            { $setOnInsert: { userId, productId } },
            { upsert: true },
          );
        } catch (error) {
          // The same shopper pressing twice at once: the other press made it.
          if (!isDuplicateKey(error)) throw error;
        }
      },
      () => this.removeAll(userId),
    );
  }

  async remove(userId: string, productId: string): Promise<void> {
    await this.assertProduct(productId);
    await this.alerts.deleteOne({ userId, productId });
  }

  /** The products the user waits for, oldest first (their data export). */
  async listOf(userId: string): Promise<{ productId: string; since: Date }[]> {
    const alerts = await this.alerts
      .find({ userId })
      .select('productId createdAt')
      .sort({ createdAt: 1 })
      .lean<{ productId: Types.ObjectId; createdAt: Date }[]>();
    return alerts.map((alert) => ({
      productId: alert.productId.toString(),
      since: alert.createdAt,
    }));
  }

  /** Every alert of the user goes (their unsubscribe link of a back-in-stock mail). */
  async removeAll(userId: string): Promise<void> {
    await this.alerts.deleteMany({ userId });
  }

  @OnShopEvent('user.deleted')
  async onUserDeleted({ userId }: ShopEvents['user.deleted']): Promise<void> {
    await this.removeAll(userId.toString());
  }

  @OnShopEvent('products.deleted')
  async onProductsDeleted({ productIds }: ShopEvents['products.deleted']): Promise<void> {
    await this.alerts.deleteMany({ productId: trusted({ $in: productIds }) });
  }

  @OnShopEvent('products.changed')
  async onProductsChanged({ productIds }: ShopEvents['products.changed']): Promise<void> {
    await this.mailBackInStock(productIds);
  }

  @OnShopEvent('stock.returned')
  async onStockReturned({ productIds }: ShopEvents['stock.returned']): Promise<void> {
    await this.mailBackInStock(productIds);
  }

  /** The sweep's look: every product waited for that is in stock again. */
  async sweep(): Promise<number> {
    const waitedFor: Types.ObjectId[] = await this.alerts.distinct('productId');
    return this.mailBackInStock(waitedFor);
  }

  /**
   * Mails the shoppers waiting for those of these products that are in stock, and forgets their
   * alerts. The mail is queued before its alert goes, under the alert's key: a process stopping
   * in between leaves an alert whose mail is queued already, and is not queued again.
   */
  private async mailBackInStock(productIds: Types.ObjectId[]): Promise<number> {
    if (productIds.length === 0) return 0;
    const levels = await this.stock.levels(productIds.map((id) => id.toString()));
    const back = [...levels].filter(([, stock]) => inStock(stock)).map(([id]) => id);
    if (back.length === 0) return 0;
    const [alerts, summaries] = await Promise.all([
      this.alerts
        .find({ productId: trusted({ $in: back }) })
        .select('userId productId')
        .lean(),
      this.products.summariesByIds(back.map((id) => new Types.ObjectId(id))),
    ]);
    let mailed = 0;
    for (const alert of alerts) {
      const product = summaries.get(alert.productId.toString());
      const recipient = await this.recipients.of(alert.userId, 'stockAlerts');
      if (product && recipient) {
        const queued = await this.mail.queue(
          `back-in-stock:${alert._id.toString()}`,
          backInStockMail(recipient, {
            ...product,
            url: `${this.app.publicUrl}${productPage(alert.productId.toString())}`,
          }),
        );
        if (queued) mailed += 1;
      } else {
        this.logger.warn(
          `Back-in-stock alert ${alert._id.toString()} dropped: its shopper is gone.`,
        );
      }
      await this.alerts.deleteOne({ _id: alert._id });
    }
    return mailed;
  }

  /** The product's stock (undefined: not tracked); 404 when there is no such product. */
  private async assertProduct(productId: string): Promise<number | undefined> {
    const levels = await this.stock.levels([productId]);
    if (!levels.has(productId)) throw shopError('PRODUCT_NOT_FOUND');
    return levels.get(productId);
  }
}
