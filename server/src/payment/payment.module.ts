import { Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { MongooseModule } from '@nestjs/mongoose';
import { paymentConfig } from '../config';
import { MoyasarProvider } from './moyasar.provider';
import { PaymentConfigController } from './payment-config.controller';
import { PAYMENT_PROVIDER } from './payment-provider';
import { SandboxPayment, SandboxPaymentSchema } from './sandbox/sandbox-payment.schema';
import { SandboxController } from './sandbox/sandbox.controller';
import { SandboxProvider } from './sandbox/sandbox.provider';

/** The card payment provider PAYMENT_PROVIDER names, behind one interface. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: SandboxPayment.name, schema: SandboxPaymentSchema }]),
  ],
  controllers: [SandboxController, PaymentConfigController],
  providers: [
    SandboxProvider,
    MoyasarProvider,
    {
      provide: PAYMENT_PROVIDER,
      inject: [paymentConfig.KEY, SandboxProvider, MoyasarProvider],
      useFactory: (
        config: ConfigType<typeof paymentConfig>,
        sandbox: SandboxProvider,
        moyasar: MoyasarProvider,
      ) => (config.provider === 'moyasar' ? moyasar : sandbox),
    },
  ],
  exports: [PAYMENT_PROVIDER],
})
export class PaymentModule {}
