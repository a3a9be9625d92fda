import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ChainService } from './chain.service';
import { EInvoicingController } from './einvoicing.controller';
import { OnboardingModule } from './onboarding.module';
import { ReportingService } from './reporting.service';
import { ChainHead, ChainHeadSchema } from './schemas/chain-head.schema';
import { ZatcaDocument, ZatcaDocumentSchema } from './schemas/zatca-document.schema';
import { StampingIdentity } from './stamping-identity.service';

/**
 * ZATCA e-invoicing (docs/e-invoicing.md): the chain of stamped documents (ChainService, which
 * the invoices module issues its invoices and credit notes through), their reporting to Fatoora,
 * the stamping identity, onboarding, and the back office's view of them. The documents
 * themselves are made by the library in src/zatca.
 */
@Module({
  imports: [
    OnboardingModule,
    MongooseModule.forFeature([
      { name: ZatcaDocument.name, schema: ZatcaDocumentSchema },
      { name: ChainHead.name, schema: ChainHeadSchema },
    ]),
  ],
  controllers: [EInvoicingController],
  providers: [ChainService, ReportingService, StampingIdentity],
  exports: [ChainService],
})
export class EInvoicingModule {}
