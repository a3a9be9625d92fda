import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type {
  EInvoiceProblemsAnswer as EInvoiceProblemsAnswerShape,
  EInvoiceView,
  EInvoicingStatus,
  EInvoicingStatusAnswer as EInvoicingStatusAnswerShape,
} from '@shop/shared';
import { type FilterQuery, Model, trusted } from 'mongoose';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiErrors } from '../common/api-docs';
import { PageQueryDto } from '../common/list-queries';
import { ShapeOf } from '../common/shape-of';
import { zatcaConfig } from '../config';
import { orderReferenceOf } from '../orders/schemas/order.schema';
import { describeCertificate } from '../zatca';
import { ChainService } from './chain.service';
import { OnboardingService } from './onboarding.service';
import { ZatcaDocument } from './schemas/zatca-document.schema';
import { StampingIdentity } from './stamping-identity.service';

@ShapeOf<EInvoicingStatusAnswerShape<Date>>()
class EInvoicingStatusAnswer {
  @ApiProperty() message: string;
  @ApiProperty({
    description:
      'mode (demo, configured, onboarded, waiting), platform (ZATCA_API_URL or null), ' +
      'onboarding {stage, compliancePassed, updatedAt}, certificate {issuer, serialNumber, ' +
      'expiresAt}, chain {counter, lastHash}, documents {total, reported, waiting, rejected, ' +
      'overdue, withWarnings}',
  })
  status: EInvoicingStatus<Date>;
}

@ShapeOf<EInvoiceProblemsAnswerShape<Date>>()
class EInvoiceProblemsAnswer {
  @ApiProperty() message: string;
  @ApiProperty({
    description:
      'Documents not reported, rejected, or reported with warnings, newest first: counter, kind, ' +
      'number, orderId, orderReference, issuedAt, reporting {status, attempts, httpStatus, ' +
      'warnings, errors, lastError, nextAttemptAt, reportedAt, overdueSince}',
  })
  documents: EInvoiceView<Date>[];
  @ApiProperty() total: number;
}

/** The documents that need an admin's eye: not reported yet, refused, or accepted with warnings. */
const PROBLEMS: FilterQuery<ZatcaDocument> = {
  $or: [
    { 'reporting.status': trusted({ $in: ['pending', 'reporting', 'rejected'] }) },
    { 'reporting.warnings.0': trusted({ $exists: true }) },
  ],
};

/** The back office's view of e-invoicing: onboarding, the chain, documents with problems. */
@ApiTags('e-invoicing')
@Controller('einvoicing')
export class EInvoicingController {
  constructor(
    @InjectModel(ZatcaDocument.name) private readonly documents: Model<ZatcaDocument>,
    @Inject(zatcaConfig.KEY) private readonly config: ConfigType<typeof zatcaConfig>,
    private readonly chain: ChainService,
    private readonly onboarding: OnboardingService,
    private readonly stamping: StampingIdentity,
  ) {}

  @Get('status')
  @AdminOnly()
  @ApiOperation({ summary: 'Where e-invoicing stands: onboarding, certificate, chain, reporting' })
  @ApiOkResponse({ type: EInvoicingStatusAnswer })
  async status(): Promise<EInvoicingStatusAnswer> {
    const count = (filter: FilterQuery<ZatcaDocument>) => this.documents.countDocuments(filter);
    const [state, stamper, head, total, reported, waiting, rejected, overdue, withWarnings] =
      await Promise.all([
        this.onboarding.state(),
        this.stamping.current(),
        this.chain.head(),
        count({}),
        count({ 'reporting.status': 'reported' }),
        count({ 'reporting.status': trusted({ $in: ['pending', 'reporting'] }) }),
        count({ 'reporting.status': 'rejected' }),
        count({
          'reporting.status': trusted({ $ne: 'reported' }),
          'reporting.overdueSince': trusted({ $ne: null }),
        }),
        count({
          'reporting.status': 'reported',
          'reporting.warnings.0': trusted({ $exists: true }),
        }),
      ]);
    const certificate = stamper && describeCertificate(stamper.identity.certificate);
    return {
      message: 'E-invoicing status retrieved successfully.',
      status: {
        mode:
          this.config.mode === 'onboarding'
            ? stamper
              ? 'onboarded'
              : 'waiting'
            : this.config.mode,
        platform: this.config.apiUrl ?? null,
        onboarding: {
          stage: state?.stage ?? 'not-started',
          compliancePassed: state?.compliancePassed ?? [],
          ...(state && { updatedAt: state.updatedAt }),
        },
        ...(certificate && {
          certificate: {
            issuer: certificate.issuerName,
            serialNumber: certificate.serialNumber,
            expiresAt: certificate.notAfter,
          },
        }),
        chain: { counter: head.counter, lastHash: head.hash },
        documents: { total, reported, waiting, rejected, overdue, withWarnings },
      },
    };
  }

  @Get('documents')
  @AdminOnly()
  @ApiOperation({
    summary: 'The documents not reported to ZATCA, rejected, or reported with warnings',
  })
  @ApiOkResponse({ type: EInvoiceProblemsAnswer })
  @ApiErrors(400)
  async problems(@Query() query: PageQueryDto): Promise<EInvoiceProblemsAnswer> {
    const limit = query.limit ?? 20;
    const [documents, total] = await Promise.all([
      this.documents
        .find(PROBLEMS)
        .select('kind number orderId issuedAt reporting')
        .sort({ _id: -1 })
        .skip(((query.page ?? 1) - 1) * limit)
        .limit(limit)
        .lean(),
      this.documents.countDocuments(PROBLEMS),
    ]);
    return {
      message: 'E-invoicing documents retrieved successfully.',
      documents: documents.map(({ _id, orderId, reporting, ...document }) => ({
        counter: _id,
        ...document,
        orderId: orderId.toString(),
        orderReference: orderReferenceOf(orderId),
        reporting: {
          status: reporting.status,
          attempts: reporting.attempts,
          warnings: reporting.warnings,
          errors: reporting.errors,
          ...(reporting.httpStatus !== undefined && { httpStatus: reporting.httpStatus }),
          ...(reporting.lastError && { lastError: reporting.lastError }),
          ...(reporting.nextAttemptAt && { nextAttemptAt: reporting.nextAttemptAt }),
          ...(reporting.reportedAt && { reportedAt: reporting.reportedAt }),
          ...(reporting.overdueSince && { overdueSince: reporting.overdueSince }),
        },
      })),
      total,
    };
  }
}
