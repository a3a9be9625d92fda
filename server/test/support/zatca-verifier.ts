/**
 * Runs the independent ZATCA verifier (scripts/zatca-verifier: Java, Santuario, BouncyCastle,
 * dom4j) on documents, as its own process: one JVM for all the documents of a call. With
 * ZATCA_RULES_DIR set to the schematrons of ZATCA's SDK, it also runs ZATCA's validation rules.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface VerifierFinding {
  file: string;
  ok: boolean;
  hash: string | null;
  icv: string | null;
  pih: string | null;
  /** How many of ZATCA's rule files were run: 0 without ZATCA_RULES_DIR. */
  rules: number;
  /** What fails, the rules' fatal and error findings included ("BR-KSA-..: text"). */
  problems: string[];
  /** The rules' warnings: ZATCA accepts the document and answers them. */
  warnings: string[];
}

const SCRIPT = join(__dirname, '..', '..', '..', 'scripts', 'zatca-verifier', 'verify.mjs');

/** The verifier's findings, one per document, in order. */
export async function verifyIndependently(documents: string[]): Promise<VerifierFinding[]> {
  const folder = mkdtempSync(join(tmpdir(), 'zatca-verify-'));
  try {
    const files = documents.map((xml, index) => {
      const file = join(folder, `document-${index}.xml`);
      writeFileSync(file, xml, 'utf8');
      return file;
    });
    const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, ...files], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(stdout) as VerifierFinding[];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
