// Apertium rule-based machine translation, as Debian's apertium-* packages install it: one
// `<source>-<target>[_variant].mode` file per direction in the modes folder, run through the
// `apertium` command with the text on standard input.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unavailable } from '../../errors';
import { VENDOR_TIMEOUT_MS } from './port';

// Pairs also ship debugging modes such as eng-spa-tagger.mode; those have a third part and are skipped.
const MODE_FILE = /^([a-z]{2,3})-([a-z]{2,3})(?:_([A-Za-z0-9]+))?\.mode$/;

export interface ApertiumMode {
  /** The direction as `apertium` names it: 'eng-spa', 'spa-eng_US'. */
  name: string;
  source: string;
  target: string;
  /** Target variant in upper case ('US' of spa-eng_US), '' for the plain direction. */
  variant: string;
}

export function discoverApertiumModes(modesDir: string): ApertiumMode[] {
  if (!existsSync(modesDir)) return [];
  return readdirSync(modesDir).flatMap((file) => {
    const match = MODE_FILE.exec(file);
    if (!match) return [];
    const [, source = '', target = '', variant = ''] = match;
    return [{ name: file.slice(0, -'.mode'.length), source, target, variant: variant.toUpperCase() }];
  });
}

/**
 * Apertium marks words it could only half translate with '@' (no bilingual entry) or '#' (no
 * generated form); a learner should see the plain word. ('*' for unknown words is turned off by -u.)
 */
export function withoutApertiumMarks(output: string): string {
  return output.replace(/(^|[\s([¿¡"'«])[#@](?=[\p{L}\p{N}])/gu, '$1').trim();
}

export interface ApertiumRun {
  mode: string;
  text: string;
  /** The folder holding the modes; `apertium -d` wants its parent. */
  modesDir: string;
  timeoutMs?: number;
}

export async function runApertium({ mode, text, modesDir, timeoutMs = VENDOR_TIMEOUT_MS }: ApertiumRun) {
  // `apertium` makes a temporary file on every run and removes it on exit, which a killed script
  // never reaches: each run gets a folder of its own, removed here whatever way the run ends.
  const scratch = mkdtempSync(join(tmpdir(), 'wordhoard-apertium-run-'));
  let child: ReturnType<typeof spawnApertium>;
  try {
    child = spawnApertium(mode, text, modesDir, scratch);
  } catch {
    rmSync(scratch, { recursive: true, force: true });
    throw unavailable(
      'The offline translator (apertium) is not installed on the server; please tell the administrator.',
      'translation_unavailable',
    );
  }
  const finished = Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  // After a time-out nobody awaits `finished` any more; its late end must not surface as unhandled.
  finished.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const result = await Promise.race([finished, deadline]);
    if (result === 'timeout') {
      killProcessGroup(child.pid);
      throw unavailable(
        'The offline translator did not answer in time; please try again later.',
        'translation_timeout',
      );
    }
    const [output, errors, exitCode] = result;
    if (exitCode !== 0) {
      const reason = errors.trim().split('\n')[0] || `exit ${exitCode}`;
      throw unavailable(`The offline translator failed (${reason}).`, 'translation_failed');
    }
    return withoutApertiumMarks(output);
  } finally {
    clearTimeout(timer);
    rmSync(scratch, { recursive: true, force: true });
  }
}

// `apertium` is a shell script running a pipeline of a dozen programs; it gets a process group of its
// own so that a time-out can stop the whole pipeline, not just the script.
function spawnApertium(mode: string, text: string, modesDir: string, scratch: string) {
  return Bun.spawn(['apertium', '-u', '-d', dirname(modesDir), mode], {
    env: { ...process.env, TMPDIR: scratch },
    stdin: new TextEncoder().encode(text),
    stdout: 'pipe',
    stderr: 'pipe',
    detached: true,
  });
}

function killProcessGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
