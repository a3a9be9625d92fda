#!/usr/bin/env node
// @ts-check
/**
 * The Node the shop runs on: the major version of package.json's engines, as its container
 * images have. That is the Node running this script when it is as new; else that version from
 * npm (the `node` package, which needs only the registry), installed once under the system's
 * temporary folder. Run as a script, it prints the path of that `node` (.ci/run puts its folder
 * first on PATH); scripts/bench.mjs starts the servers it measures with `shopNode()`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The major version package.json's engines names (`>=24`: 24). */
export const SHOP_NODE_MAJOR = Number(
  /\d+/.exec(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).engines.node)?.[0],
);

/** The path of a `node` of the shop's version, installed from npm if this one is older. */
export function shopNode() {
  if (Number(process.versions.node.split('.')[0]) >= SHOP_NODE_MAJOR) return process.execPath;
  const prefix = join(tmpdir(), `shop-node-${SHOP_NODE_MAJOR}`);
  const node = join(prefix, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(node)) {
    console.error(
      `Node ${process.version} is older than the shop's: installing Node ${SHOP_NODE_MAJOR} from npm into ${prefix}`,
    );
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `node@${SHOP_NODE_MAJOR}`,
      ],
      // Its output goes to stderr: a script's standard output is the path alone.
      { stdio: ['ignore', process.stderr, 'inherit'] },
    );
  }
  return node;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(shopNode());
