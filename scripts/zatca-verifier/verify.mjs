#!/usr/bin/env node
// @ts-check
// Runs the independent ZATCA verifier (ZatcaVerifier.java) on documents and prints its findings
// as one JSON array. Its jars come from Maven Central once, pinned in jars.lock.json.
// Usage: node scripts/zatca-verifier/verify.mjs <document.xml>...
import { findJava, JAVA_HINT, runJavaTool, STAND_INS } from '../local-services/java.mjs';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: verify.mjs <document.xml>...');
  process.exit(2);
}
const java = findJava();
if ('missing' in java) {
  console.error(`The ZATCA verifier needs ${JAVA_HINT}: ${java.missing}.`);
  process.exit(1);
}
const run = await runJavaTool(STAND_INS.zatcaVerifier, java.command, files, (line) =>
  console.error(line),
);
if (run.code !== 0) {
  console.error(`The ZATCA verifier failed (exit ${run.code}):\n${run.stderr}`);
  process.exit(1);
}
const findings = run.stdout
  .split('\n')
  .filter((line) => line.startsWith('{'))
  .map((line) => JSON.parse(line));
process.stdout.write(`${JSON.stringify(findings, null, 2)}\n`);
