import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ONBOARDING_STAGES, type OnboardingStage } from '@shop/shared';

/** A CSID ZATCA issued: the certificate, and the API credentials (the secret encrypted). */
@Schema({ _id: false })
export class StoredCsid {
  @Prop({ required: true }) requestId: string;
  /** The Basic auth user name: base64 of the certificate's base64 text. */
  @Prop({ required: true }) binarySecurityToken: string;
  /** The Basic auth password, encrypted with ZATCA_KEY_ENCRYPTION_KEY (never in clear). */
  @Prop({ required: true }) encryptedSecret: string;
  /** The certificate: base64 of its DER. */
  @Prop({ required: true }) certificate: string;
}
const StoredCsidSchema = SchemaFactory.createForClass(StoredCsid);

/**
 * The shop's onboarding as an EGS unit with one Fatoora platform (its _id: ZATCA_API_URL), kept
 * step by step so that `npm run zatca:onboard` resumes where it stopped and does nothing once it
 * is done. Nothing secret is kept in clear: the private key and the CSIDs' secrets are encrypted
 * with ZATCA_KEY_ENCRYPTION_KEY, which the database never sees.
 */
@Schema({ collection: 'zatca_onboarding', versionKey: false, timestamps: true })
export class Onboarding {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: String, required: true, enum: ONBOARDING_STAGES }) stage: OnboardingStage;
  /** The stamping key, PKCS#8 encrypted (key-storage.ts). */
  @Prop() encryptedPrivateKey?: string;
  /** The CSR as the compliance CSID call takes it (base64 of its PEM). */
  @Prop() csr?: string;
  /** The EGS unit's serial number, as its CSR names it. */
  @Prop() egsSerial?: string;
  @Prop({ type: StoredCsidSchema }) compliance?: StoredCsid;
  /** The kinds of sample document whose compliance check passed. */
  @Prop({ type: [String], default: [] }) compliancePassed: string[];
  @Prop({ type: StoredCsidSchema }) production?: StoredCsid;
  /** One onboarding run at a time: another run waits until then. */
  @Prop() lockedUntil?: Date;
  updatedAt: Date;
}

export const OnboardingSchema = SchemaFactory.createForClass(Onboarding);
