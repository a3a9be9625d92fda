#!/usr/bin/env node
// @ts-check
// Maintainers only (needs Maven): pins a stand-in's jars. Reads the dependencies of
// scripts/<stand-in>/pom.xml as Maven resolves them and writes scripts/<stand-in>/jars.lock.json
// with each jar's size and SHA-256, which maven-central.mjs checks when it fetches them.
// Usage: node scripts/local-services/lock-jars.mjs mongo-stand-in|s3-stand-in
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { download, jarFileName, jarUrl } from './maven-central.mjs';
import { REPO_ROOT } from './paths.mjs';

const standIn = process.argv[2];
if (!standIn) {
  console.error('usage: lock-jars.mjs <stand-in folder under scripts/>');
  process.exit(2);
}
const folder = join(REPO_ROOT, 'scripts', standIn);
const scratch = mkdtempSync(join(tmpdir(), 'lock-jars-'));
const listed = join(scratch, 'dependencies.txt');
execFileSync(
  'mvn',
  ['-q', '-B', 'dependency:list', '-DincludeScope=runtime', `-DoutputFile=${listed}`],
  { cwd: folder, stdio: 'inherit' },
);
// Lines read "   group:artifact:jar:version:scope", or "group:artifact:jar:classifier:version:scope".
/** @type {import('./maven-central.mjs').JarCoordinates[]} */
const coordinates = readFileSync(listed, 'utf8')
  .split('\n')
  .map((line) => line.trim().split(':'))
  .filter((parts) => (parts.length === 5 || parts.length === 6) && parts[2] === 'jar')
  .map((parts) => {
    const [group, artifact] = parts;
    const version = parts[parts.length - 2];
    return parts.length === 6
      ? { group, artifact, version, classifier: parts[3] }
      : { group, artifact, version };
  })
  .sort((a, b) => jarFileName(a).localeCompare(jarFileName(b)));
rmSync(scratch, { recursive: true, force: true });

const jars = [];
for (const jar of coordinates) {
  const body = await download(jarUrl(jar));
  jars.push({ ...jar, size: body.length, sha256: createHash('sha256').update(body).digest('hex') });
}
const name = JSON.parse(readFileSync(join(folder, 'jars.lock.json'), 'utf8')).name;
writeFileSync(join(folder, 'jars.lock.json'), `${JSON.stringify({ name, jars }, null, 2)}\n`);
console.log(`${jars.length} jars pinned in scripts/${standIn}/jars.lock.json`);
