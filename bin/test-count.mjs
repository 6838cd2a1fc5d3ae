#!/usr/bin/env node
/**
 * Turns each runner's machine-readable report into a line "<stage> <passed> <failed>" for
 * bin/test.sh, and prints the final summary. A missing or unreadable report counts as one failure:
 * a runner that crashed must not look green.
 * Usage: node bin/test-count.mjs junit|jest|playwright|eslint FILE
 *        node bin/test-count.mjs summary COUNTS_FILE   (prints the table and "N passed, N failed", exit 1 if any failed)
 * Each report's failed tests (name and the first line of the message) are appended to FAILURES
 * beside COUNTS_FILE, and the summary prints them above the table: the end of a CI log then says
 * which test failed, not only how many.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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

/** One line per failed test of the report: "<stage>: <test> | <first line of the message>". */
function failures() {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'); // terminal colours in runner messages
  const first = (message) => String(message ?? '').replace(ansi, '').trim().split('\n').find((l) => l.trim()) ?? '';
  const out = [];
  switch (kind) {
    case 'junit': {
      const unescape = (v) => v.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      for (const m of text.matchAll(/<testcase ([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
        const body = m[2] ?? '';
        const failure = body.match(/<(failure|error)[^>]*>([\s\S]*?)<\/\1>/);
        if (!failure) continue;
        const name = (m[1].match(/name="([^"]*)"/) ?? [])[1] ?? '?';
        const cls = (m[1].match(/class="([^"]*)"/) ?? [])[1] ?? '';
        const lines = unescape(failure[2]).split('\n').map((l) => l.trim()).filter(Boolean);
        out.push(`phpunit: ${cls}::${unescape(name)} | ${lines.slice(1, 3).join(' / ') || lines[0] || ''}`);
      }
      break;
    }
    case 'jest': {
      const report = JSON.parse(text);
      for (const suite of report.testResults ?? []) {
        if (suite.failureMessage && !(suite.assertionResults ?? []).some((a) => a.status === 'failed')) out.push(`jest: ${suite.name} | ${first(suite.failureMessage)}`);
        for (const a of suite.assertionResults ?? []) if (a.status === 'failed') out.push(`jest: ${a.fullName} | ${first((a.failureMessages ?? [])[0])}`);
      }
      break;
    }
    case 'playwright': {
      const walk = (suite, trail) => {
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests ?? []) {
            if (test.status === 'unexpected' || test.status === 'flaky') {
              const result = (test.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
              out.push(`playwright${test.status === 'flaky' ? ' (flaky)' : ''}: [${test.projectName}] ${spec.file}:${spec.line} ${[...trail, spec.title].join(' › ')} | ${first(result?.error?.message)}`);
            }
          }
        }
        for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail);
      };
      const report = JSON.parse(text);
      for (const suite of report.suites ?? []) walk(suite, []);
      for (const error of report.errors ?? []) out.push(`playwright: ${first(error.message)}`);
      break;
    }
    case 'eslint': {
      for (const f of JSON.parse(text)) {
        for (const m of f.messages ?? []) if (m.severity === 2) out.push(`eslint: ${f.filePath}:${m.line}:${m.column} ${m.ruleId ?? ''} | ${m.message}`);
      }
      break;
    }
    default:
      break;
  }
  return out.map((line) => line.slice(0, 400));
}

if (kind === 'summary') {
  const failuresFile = join(dirname(file), 'failures');
  if (existsSync(failuresFile)) {
    const listed = readFileSync(failuresFile, 'utf8').trim();
    if (listed) console.log(`\nfailed tests:\n${listed}`);
  }
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
  try {
    const failed = failures();
    if (failed.length) appendFileSync(join(dirname(file), 'failures'), `${failed.join('\n')}\n`);
  } catch (error) {
    console.error(`cannot list the failures of ${file}: ${error.message}`);
  }
  const stage = { junit: 'phpunit', jest: 'jest', playwright: 'playwright', eslint: 'eslint' }[kind];
  console.log(`${stage} ${result[0]} ${result[1]} ${result[2] ?? 0}`);
}
