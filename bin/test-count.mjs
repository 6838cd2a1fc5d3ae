#!/usr/bin/env node
/**
 * Turns each runner's machine-readable report into a line "<stage> <passed> <failed>" for
 * bin/test.sh, and prints the final summary. A missing or unreadable report counts as one failure:
 * a runner that crashed must not look green.
 * Usage: node bin/test-count.mjs junit|jest|playwright|eslint FILE
 *        node bin/test-count.mjs summary COUNTS_FILE   (prints the table and "N passed, N failed", exit 1 if any failed)
 */
import { existsSync, readFileSync } from 'node:fs';

const [kind, file] = process.argv.slice(2);

function counts() {
  if (!existsSync(file)) return [0, 1];
  const text = readFileSync(file, 'utf8');
  switch (kind) {
    case 'junit': {
      const suite = text.match(/<testsuite [^>]*>/);
      if (!suite) return [0, 1];
      const attr = (name) => Number((suite[0].match(new RegExp(`${name}="(\\d+)"`)) ?? [0, 0])[1]);
      const tests = attr('tests');
      const failed = attr('failures') + attr('errors');
      const skipped = attr('skipped');
      return [tests - failed - skipped, failed, skipped];
    }
    case 'jest': {
      const report = JSON.parse(text);
      const failedSuites = report.numRuntimeErrorTestSuites ?? 0;
      return [report.numPassedTests, report.numFailedTests + failedSuites, report.numPendingTests];
    }
    case 'playwright': {
      const report = JSON.parse(text);
      const s = report.stats ?? {};
      return [s.expected ?? 0, (s.unexpected ?? 0) + (s.flaky ?? 0) + (report.errors?.length ?? 0), s.skipped ?? 0];
    }
    case 'eslint': {
      const report = JSON.parse(text);
      const failed = report.filter((f) => f.errorCount > 0).length;
      return [report.length - failed, failed];
    }
    default:
      throw new Error(`unknown report kind ${kind}`);
  }
}

if (kind === 'summary') {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  console.log('\nstage                 passed  failed  skipped');
  for (const line of lines) {
    const [stage, p, f, s = '0'] = line.split(' ');
    passed += Number(p);
    failed += Number(f);
    skipped += Number(s);
    console.log(`${stage.padEnd(20)} ${p.padStart(7)} ${f.padStart(7)} ${s.padStart(8)}`);
  }
  if (lines.length === 0) failed = 1;
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failed > 0 ? 1 : 0);
} else {
  let result;
  try {
    result = counts();
  } catch (error) {
    console.error(`cannot read ${kind} report ${file}: ${error.message}`);
    result = [0, 1];
  }
  const stage = { junit: 'phpunit', jest: 'jest', playwright: 'playwright', eslint: 'eslint' }[kind];
  console.log(`${stage} ${result[0]} ${result[1]} ${result[2] ?? 0}`);
}
