import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { appConfig, configNamespaces } from './config';

async function main(): Promise<void> {
  // Check every setting first, so a bad one stops the start with one clear line.
  for (const readNamespace of configNamespaces) readNamespace();
  const app = await createApp();
  const { port, publicUrl } = app.get<ReturnType<typeof appConfig>>(appConfig.KEY);
  // Every interface, as a container needs (fastify would listen on localhost only).
  await app.listen(port, '0.0.0.0');
  const logger = new Logger('Shop');
  logger.log(`Listening on port ${(app.getHttpServer().address() as AddressInfo).port}`);
  logger.log(`The shop is running at ${publicUrl}`);
}

main().catch((error: Error) => {
  console.error(`The shop could not start: ${error.message}`);
  process.exit(1);
});
