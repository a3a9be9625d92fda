import { createPrivateKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { isProduction } from '../config/env';
import { zatcaConfig } from '../config';
import { type Csid, demoSigningIdentity, isDemoCertificate, type SigningIdentity } from '../zatca';
import { OnboardingService } from './onboarding.service';

/** What stamps the shop's documents now, and the CSID they are reported with (none: demo). */
export interface Stamper {
  identity: SigningIdentity;
  csid?: Csid;
}

/** An onboarded identity is read again after this, in case onboarding was done again since. */
const ONBOARDED_TTL_MS = 30_000;

/**
 * The stamping identity of the shop's documents (zatca.config.ts): the configured production CSID
 * and its key file, or the one onboarding obtained (its key decrypted from MongoDB), or — no
 * ZATCA setting, outside production — the demo identity. None while ZATCA is configured but not
 * yet onboarded: documents then wait (the invoice sweep issues them once it is done).
 */
@Injectable()
export class StampingIdentity {
  private readonly configured?: Stamper;
  private onboarded?: { stamper: Stamper; readAt: number };

  constructor(
    @Inject(zatcaConfig.KEY) private readonly config: ConfigType<typeof zatcaConfig>,
    private readonly onboarding: OnboardingService,
  ) {
    if (config.mode === 'configured') {
      const { token, secret, certificate, privateKeyPem } = config.csid;
      if (isProduction(process.env) && isDemoCertificate(certificate)) {
        throw new Error('ZATCA_CSID_TOKEN is the demo certificate, which production refuses.');
      }
      this.configured = {
        identity: { privateKey: createPrivateKey(privateKeyPem), certificate },
        csid: { requestId: '', binarySecurityToken: token, secret, certificate },
      };
    }
  }

  /** The identity that stamps now, or null while onboarding has not ended. */
  async current(now = Date.now()): Promise<Stamper | null> {
    if (this.config.mode === 'demo') return { identity: demoSigningIdentity() };
    if (this.configured) return this.configured;
    if (this.onboarded && now - this.onboarded.readAt < ONBOARDED_TTL_MS) {
      return this.onboarded.stamper;
    }
    const stamper = await this.onboarding.productionIdentity();
    this.onboarded = stamper ? { stamper, readAt: now } : undefined;
    return stamper;
  }
}
