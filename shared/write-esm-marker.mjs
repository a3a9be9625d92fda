// @ts-check
// The ESM build sits beside a CommonJS one; this marker tells Node which is which.
import { writeFileSync } from 'node:fs';
writeFileSync(new URL('./dist/esm/package.json', import.meta.url), '{ "type": "module" }\n');
