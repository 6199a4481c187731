// `WORKERS=n`: n processes answer on one port, and a lone server started on that port still stops
// with the port-in-use message instead of joining them (scripts/server-group.mjs, group-member.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMemberError, groupMember } from '../../../api/src/group-member';
import { portInUseMessage } from '../../../api/src/port-in-use';
// @ts-expect-error: a plain .mjs script of the launcher, without types.
import { speechWorkersPerMember, startGroup, workerCount } from '../../../scripts/server-group.mjs';
import { freePort, startAnotherServer } from '../../e2e/server';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

describe('the members of a group', () => {
  it('leaves the port check and the media sweep to the first member alone', () => {
    expect(groupMember(undefined)).toEqual({
      sharesPort: false,
      checksPortFree: true,
      sweepsMedia: true,
      writesPidFile: true,
    });
    expect(groupMember('0')).toMatchObject({ sharesPort: true, checksPortFree: true, sweepsMedia: true });
    expect(groupMember('2')).toMatchObject({ sharesPort: true, checksPortFree: false, sweepsMedia: false });
    expect(() => groupMember('first')).toThrow(GroupMemberError);
  });

  it('reads WORKERS as a whole number of processes, one unless set', () => {
    expect(workerCount(undefined)).toBe(1);
    expect(workerCount('3')).toBe(3);
    for (const bad of ['0', '2.5', 'many', '65']) expect(() => workerCount(bad)).toThrow(/WORKERS must be/);
  });

  it('gives each member its share of the cores in speech workers, unless SPEECH_WORKERS says', () => {
    expect(speechWorkersPerMember(3, {}, 2)).toBe('1');
    expect(speechWorkersPerMember(2, {}, 4)).toBe('2');
    expect(speechWorkersPerMember(3, {}, 4)).toBe('1');
    expect(speechWorkersPerMember(1, {}, 8)).toBe('2');
    expect(speechWorkersPerMember(3, { SPEECH_WORKERS: '2' }, 2)).toBe('2');
  });
});

describe('WORKERS=3 on one port', { timeout: 180_000 }, () => {
  let port: number;
  let dataDir: string;
  let group: {
    children: { pid: number; exitCode: number | null }[];
    stop(signal: string): void;
    ended: Promise<number>;
  };
  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-group-'));
    group = await startGroup(3, {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      bun: join(ROOT, 'node_modules/.bin/bun'),
      script: join(ROOT, 'api/src/server.ts'),
      onLine: () => {},
    });
  }, 240_000);
  afterAll(async () => {
    if (group) {
      group.stop('SIGTERM');
      await group.ended;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs three live processes that answer on the one address', async () => {
    expect(new Set(group.children.map((c) => c.pid)).size).toBe(3);
    expect(group.children.every((c) => c.exitCode === null)).toBe(true);
    for (let i = 0; i < 6; i++) expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('stops a lone server started on the same port, with the port-in-use message', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'wordhoard-lone-'));
    try {
      const ended = await startAnotherServer(port, otherDir);
      expect(ended.code).toBe(1);
      expect(ended.stderr).toContain(portInUseMessage(port, '127.0.0.1'));
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
