// Lighthouse in two steps, as its CLI offers them: trace a page (`-G`, gather) into a folder of
// artifacts, then score those artifacts (`-A`, audit) with a CPU multiplier chosen after the trace.
// Simulated throttling (Lighthouse's default) traces the page unthrottled and applies the
// multiplier only when scoring, so scoring saved artifacts with a multiplier is what a run with it
// would have scored.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dir, '../..');
const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/** Runs the Lighthouse CLI with the given arguments; its standard output. */
function lighthouseCli(args: string[]): Promise<string> {
  return new Promise<string>((done, fail) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/lighthouse'), [...args, '--quiet'], {
      env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    let problem = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      problem += chunk.toString();
    });
    child.on('exit', (code) =>
      code === 0 ? done(text) : fail(new Error(`lighthouse exited ${code}: ${problem.trim().slice(-300)}`)),
    );
  });
}

export interface Trace {
  folder: string;
  benchmarkIndex: number;
  /** The Lighthouse settings the trace was taken with, which scoring must repeat. */
  settings: string[];
}

/** Traces the page in a Chromium of the given profile, whose storage Lighthouse leaves as it is. */
export async function gather(url: string, profile: string, settings: string[]): Promise<Trace> {
  const folder = mkdtempSync(join(tmpdir(), 'wordhoard-lh-run-'));
  const all = ['--disable-storage-reset', ...settings];
  await lighthouseCli([url, `--chrome-flags=${FLAGS} --user-data-dir=${profile}`, `-G=${folder}`, ...all]);
  const artifacts = JSON.parse(readFileSync(join(folder, 'artifacts.json'), 'utf8')) as {
    BenchmarkIndex: number;
  };
  return { folder, benchmarkIndex: artifacts.BenchmarkIndex, settings: all };
}

export interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

/** Scores a trace with the given CPU multiplier, then removes the trace. */
export async function audit(trace: Trace, multiplier: number): Promise<Report> {
  try {
    const path = join(trace.folder, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(path, 'utf8')) as {
      settings: { throttling: { cpuSlowdownMultiplier: number } };
    };
    // Lighthouse refuses to score with settings other than the trace's: they are brought in line.
    artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
    writeFileSync(path, JSON.stringify(artifacts));
    const out = await lighthouseCli([
      `-A=${trace.folder}`,
      `--throttling.cpuSlowdownMultiplier=${multiplier}`,
      '--output=json',
      ...trace.settings,
    ]);
    return JSON.parse(out) as Report;
  } finally {
    rmSync(trace.folder, { recursive: true, force: true });
  }
}

/** The main thread's busy time in a report, in ms, scaled by the report's CPU multiplier. */
export const mainThreadMs = (report: Report): number =>
  report.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN;

/** On a loaded machine Chromium now and then fails to start, or a DevTools call times out:
 *  three tries before the figure fails. */
export async function withTries<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (error) {
      if (i >= tries) throw error;
    }
  }
}
