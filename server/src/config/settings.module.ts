import { ConfigModule, type ConfigFactory } from '@nestjs/config';
import { resolveFromRoot } from './paths';

/**
 * The settings, read from the environment and the repository's .env (not in tests), available
 * everywhere: the server loads every namespace, a command only those it needs.
 */
export const settingsModule = (namespaces: ConfigFactory[]) =>
  ConfigModule.forRoot({
    isGlobal: true,
    load: namespaces,
    envFilePath: resolveFromRoot('.env'),
    ignoreEnvFile: process.env.NODE_ENV === 'test',
  });
