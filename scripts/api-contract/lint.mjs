// @ts-check
// Lints the OpenAPI document the built server serves (/api/openapi.json) with Redocly CLI, by
// the rules of redocly.yaml: `npm test` runs it, with a database (docs/api.md says what the
// document is made of).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startBuiltServer } from './built-server.mjs';

const server = await startBuiltServer('shop_openapi_lint');
const folder = mkdtempSync(join(tmpdir(), 'shop-openapi-'));
let status = 1;
try {
  const document = join(folder, 'openapi.json');
  writeFileSync(document, await (await fetch(`${server.url}/api/openapi.json`)).text());
  const lint = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'redocly'),
    ['lint', document, '--config', join(ROOT, 'redocly.yaml'), '--format', 'codeframe'],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  status = lint.status ?? 1;
} finally {
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
