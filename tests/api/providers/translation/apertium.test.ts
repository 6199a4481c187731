import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  discoverApertiumModes,
  runApertium,
  withoutApertiumMarks,
} from '../../../../api/src/providers/translation/apertium';

// Mode files are shell pipelines that `apertium` runs; these stand in for a broken and a stuck pair.
const root = mkdtempSync(join(tmpdir(), 'wordhoard-apertium-'));
const modesDir = join(root, 'modes');
mkdirSync(modesDir);
writeFileSync(join(modesDir, 'eng-bad.mode'), 'echo "missing transfer file" >&2; exit 3\n');
const stuckPidFile = join(root, 'stuck.pid');
const stuckTmpFile = join(root, 'stuck.tmpdir');
writeFileSync(
  join(modesDir, 'eng-slo.mode'),
  `echo "$TMPDIR" > ${stuckTmpFile}; sleep 20 & echo $! > ${stuckPidFile}; wait\n`,
);
writeFileSync(join(modesDir, 'eng-spa-tagger.mode'), 'cat\n');
writeFileSync(join(modesDir, 'spa-eng_US.mode'), 'cat\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A killed process whose parent died too may linger as a zombie until init reaps it: that is not running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
}

describe('Apertium', () => {
  it('discovers translation directions and skips debugging modes', () => {
    const names = discoverApertiumModes(modesDir)
      .map((mode) => mode.name)
      .sort();
    expect(names).toEqual(['eng-bad', 'eng-slo', 'spa-eng_US']);
    expect(discoverApertiumModes(modesDir).find((mode) => mode.name === 'spa-eng_US')).toMatchObject({
      source: 'spa',
      target: 'eng',
      variant: 'US',
    });
    expect(discoverApertiumModes('/nonexistent')).toEqual([]);
  });

  it('removes the @ and # marks but leaves e-mail addresses alone', () => {
    expect(withoutApertiumMarks(' Me gusta #correr con @perro a@b.com\n')).toBe(
      'Me gusta correr con perro a@b.com',
    );
  });

  it('answers 503 with the reason when a pair fails', async () => {
    await expect(runApertium({ mode: 'eng-bad', text: 'house', modesDir })).rejects.toMatchObject({
      status: 503,
      message: 'The offline translator failed (missing transfer file).',
    });
  });

  it('stops the whole pipeline after its time-out', async () => {
    // The time-out leaves the `apertium` script (a few seconds to start on a busy machine) time to
    // reach the stuck program, which is what must be stopped too.
    const timeoutMs = 4_000;
    await expect(runApertium({ mode: 'eng-slo', text: 'house', modesDir, timeoutMs })).rejects.toMatchObject({
      status: 503,
      code: 'translation_timeout',
    });
    // Only the time-out answers `translation_timeout`: the stuck program would sleep for 20 seconds.
    // The stuck program deep in the pipeline is gone too, not only the `apertium` script.
    const stuckPid = Number(readFileSync(stuckPidFile, 'utf8'));
    await Bun.sleep(100);
    expect(isRunning(stuckPid)).toBe(false);
    // The killed script never removes its temporary file itself: the run's own temporary folder,
    // where the script made it, is gone.
    const runTmp = readFileSync(stuckTmpFile, 'utf8').trim();
    expect(runTmp).toContain('wordhoard-apertium-run-');
    expect(existsSync(runTmp)).toBe(false);
  });
});
