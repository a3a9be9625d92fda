/**
 * `npm run zatca:onboard -w server [-- --otp 123456] [--branch <OU>] [--category <text>]`:
 * onboards the shop as an EGS unit with the Fatoora platform ZATCA_API_URL names (the steps in
 * docs/e-invoicing.md), as far as it can, and says what it did. Run it again to resume — it
 * keeps each step in MongoDB and does nothing once onboarding is done. Without --otp (or
 * in a terminal, an answer when asked) it stops before the compliance CSID.
 * `--status` only says where onboarding stands. Exit codes: 0 done, 2 waiting for the OTP, 1 an
 * error (said in one line). It never prints the key or a secret.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { ONBOARDING_STAGES } from '@shop/shared';
import { databaseConfig, sellerConfig, zatcaConfig } from '../config';
import { settingsModule } from '../config/settings.module';
import { OnboardingModule } from './onboarding.module';
import { OnboardingError, OnboardingService } from './onboarding.service';

const NAMESPACES = [databaseConfig, sellerConfig, zatcaConfig];

/** What the command needs: the settings, the database and onboarding, nothing that runs on. */
@Module({
  imports: [
    settingsModule(NAMESPACES),
    MongooseModule.forRootAsync({
      inject: [databaseConfig.KEY],
      useFactory: ({ uri, serverSelectionTimeoutMs }: ConfigType<typeof databaseConfig>) => ({
        uri,
        serverSelectionTimeoutMS: serverSelectionTimeoutMs,
      }),
    }),
    OnboardingModule,
  ],
})
class OnboardCommandModule {}

async function askForOtp(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await terminal.question('OTP from the Fatoora portal: ')).trim() || undefined;
  } finally {
    terminal.close();
  }
}

async function onboard(onboarding: OnboardingService, args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      otp: { type: 'string' },
      branch: { type: 'string' },
      category: { type: 'string' },
      status: { type: 'boolean' },
    },
  });
  if (values.status) {
    const state = await onboarding.state();
    const stage = state?.stage ?? 'not-started';
    console.log(
      `Onboarding: ${stage} (step ${ONBOARDING_STAGES.indexOf(stage)} of ${ONBOARDING_STAGES.length - 1}).`,
    );
    return 0;
  }
  const options = {
    branch: values.branch,
    category: values.category,
    say: (line: string) => console.log(line),
  };
  let outcome = await onboarding.run({ ...options, otp: values.otp });
  if (outcome.needsOtp) {
    const otp = await askForOtp();
    if (otp) outcome = await onboarding.run({ ...options, otp });
  }
  if (outcome.needsOtp) {
    console.log(
      'Next: the compliance CSID needs an OTP from the Fatoora portal (Onboard new solution ' +
        'unit/device): run the command again with --otp <code>.',
    );
    return 2;
  }
  return 0;
}

async function main(): Promise<number> {
  // Every setting first, so that a bad one stops the command with one clear line.
  for (const read of NAMESPACES) read();
  const app = await NestFactory.createApplicationContext(OnboardCommandModule, { logger: false });
  try {
    return await onboard(app.get(OnboardingService), process.argv.slice(2));
  } finally {
    await app.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    const known = error instanceof OnboardingError || error.name === 'ConfigError';
    console.error(known ? error.message : `Onboarding failed: ${error.message}`);
    process.exit(1);
  },
);
