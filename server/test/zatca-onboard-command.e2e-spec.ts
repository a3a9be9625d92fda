/**
 * `npm run zatca:onboard -w server` as a merchant runs it (the built command, its own process),
 * against the local fake of ZATCA's Fatoora platform: where onboarding stands, the OTP it asks
 * for, the steps it says as it does them, and nothing secret in what it prints.
 */
import { mongo } from 'mongoose';
import { startFatooraFake, type FatooraFake } from './support/fatoora-fake';
import { REGISTERED_SELLER } from './support/invoices';
import { runServer } from './support/server-processes';

jest.setTimeout(120_000);

describe('npm run zatca:onboard', () => {
  let fake: FatooraFake;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    fake = await startFatooraFake();
    env = {
      NODE_ENV: 'test',
      MONGODB_URI: process.env.MONGODB_URI,
      ...REGISTERED_SELLER,
      ZATCA_API_URL: fake.url,
      ZATCA_KEY_ENCRYPTION_KEY: 'k3Gv9yq0X8m2pZ4tR7wB1nC6dF5hJ0sLqW-command',
    };
  });
  afterAll(async () => {
    await fake.close();
    // The command kept its onboarding in the file's database: dropped with it.
    const client = await mongo.MongoClient.connect(process.env.MONGODB_URI!);
    await client.db().dropDatabase();
    await client.close();
  });

  const onboard = async (...args: string[]) => {
    const command = runServer(env, { script: 'einvoicing/onboard-command.js', args });
    const code = await command.exited;
    return { code, output: command.output() };
  };

  it('says where it stands, asks for the OTP, then onboards and says each step', async () => {
    expect(await onboard('--status')).toEqual({
      code: 0,
      output: 'Onboarding: not-started (step 0 of 4).\n',
    });
    const waiting = await onboard();
    expect(waiting.code).toBe(2);
    expect(waiting.output).toContain('Key pair and CSR made for EGS unit');
    expect(waiting.output).toContain('run the command again with --otp <code>');

    const wrong = await onboard('--otp', '000000');
    expect(wrong).toEqual({
      code: 1,
      output: 'The compliance CSID was refused: Invalid-OTP: The provided OTP is invalid\n',
    });

    const done = await onboard('--otp', fake.otp);
    expect(done.code).toBe(0);
    expect(done.output.trim().split('\n')).toEqual([
      expect.stringMatching(/^Compliance CSID issued/),
      'Compliance check passed: sample invoice.',
      'Compliance check passed: sample credit-note.',
      'Compliance check passed: sample debit-note.',
      expect.stringMatching(/^Production CSID issued/),
      'Onboarded: documents are stamped and reported with the production CSID.',
    ]);
    expect(`${waiting.output}${done.output}`).not.toMatch(/PRIVATE KEY|secret/i);
    expect(await onboard('--status')).toEqual({
      code: 0,
      output: 'Onboarding: production-csid (step 4 of 4).\n',
    });
  });

  it('stops with one line when ZATCA is not configured', async () => {
    delete env.ZATCA_API_URL;
    delete env.ZATCA_KEY_ENCRYPTION_KEY;
    expect(await onboard()).toEqual({
      code: 1,
      output: 'Set ZATCA_API_URL and ZATCA_KEY_ENCRYPTION_KEY first (docs/e-invoicing.md).\n',
    });
  });
});
