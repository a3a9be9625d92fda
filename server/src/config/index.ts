import { appConfig } from './app.config';
import { authConfig } from './auth.config';
import { databaseConfig } from './database.config';
import { httpConfig } from './http.config';
import { mailConfig } from './mail.config';
import { ordersConfig } from './orders.config';
import { paymentConfig } from './payment.config';
import { remindersConfig } from './reminders.config';
import { sellerConfig } from './seller.config';
import { storageConfig } from './storage.config';
import { zatcaConfig } from './zatca.config';

export {
  appConfig,
  authConfig,
  databaseConfig,
  httpConfig,
  mailConfig,
  ordersConfig,
  paymentConfig,
  remindersConfig,
  sellerConfig,
  storageConfig,
  zatcaConfig,
};
export const configNamespaces = [
  appConfig,
  httpConfig,
  databaseConfig,
  authConfig,
  mailConfig,
  storageConfig,
  paymentConfig,
  sellerConfig,
  ordersConfig,
  remindersConfig,
  zatcaConfig,
];
