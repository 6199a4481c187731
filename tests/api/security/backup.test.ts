// The backup round trip on the real server: back up while words are being added, delete them,
// restore (refused while the server runs), and the words and their media are back.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Word } from '../../../shared/words/types';
import { type RunningServer, startServer, stopAndClean } from '../../e2e/server';
import { claimOf } from '../users/helpers';
import { notePicture } from './helpers/cast';
import { mediaProblems, mediaState, NO_MEDIA_PROBLEMS } from './helpers/media-check';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
let server: RunningServer;
let token: string;
let backups: string;

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });

async function add(word: string, withPicture: boolean): Promise<Word> {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    word,
    sentence: `A note on ${word}.`,
    language: 'en-US',
    voice: 'en-US-Female',
  }))
    form.append(k, v);
  if (withPicture) form.append('myImage', await notePicture(word.length));
  const res = await api('/api/words/add', { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`add answered ${res.status}`);
  return res.json();
}

const list = async (): Promise<Word[]> => (await api('/api/words/get/words')).json();

/** Runs a script as `npm run backup|restore` would, without blocking the writes beside it. */
function script(name: string, arg: string): Promise<{ status: number | null; output: string }> {
  const child = spawn(join(ROOT, 'node_modules/.bin/bun'), [`scripts/${name}.ts`, arg], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir },
    timeout: 60_000,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((done) => child.on('close', (status) => done({ status, output })));
}

beforeAll(async () => {
  server = await startServer();
  backups = mkdtempSync(join(tmpdir(), 'wordhoard-backups-'));
  await fetch(`${server.url}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'keeper@example.com' }),
  });
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'keeper@example.com',
      password: server.mailedPassword('keeper@example.com'),
    }),
  });
  token = await login.text();
}, 60_000);
afterAll(async () => {
  if (server) await stopAndClean(server);
  rmSync(backups, { recursive: true, force: true });
});

it('backs up while the server writes, and restores words and media after they were deleted', async () => {
  const saved = [await add('anchor', true), await add('beacon', true), await add('compass', false)];
  // Words keep arriving while the backup runs; the backup must be consistent whichever it caught.
  let writing = true;
  let during = 0;
  const meanwhile = (async () => {
    for (; writing && during < 50; during++) await add(`during-${during}`, during % 2 === 0);
  })();
  const made = await script('backup', backups);
  writing = false;
  await meanwhile;
  expect(during).toBeGreaterThan(0);
  expect(made.status, made.output).toBe(0);
  const [folder] = readdirSync(backups);
  const backup = join(backups, folder ?? '');
  const backupDb = createClient({ url: `file:${join(backup, 'wordhoard.db')}` });
  expect(String((await backupDb.execute('PRAGMA integrity_check')).rows[0]?.[0])).toBe('ok');
  expect(mediaProblems(await mediaState(backupDb, join(backup, 'media')))).toEqual(NO_MEDIA_PROBLEMS);
  backupDb.close();
  expect(existsSync(join(backup, 'jwt-secret'))).toBe(true);

  for (const word of await list())
    expect((await api(`/api/words/delete/${word.uuid}`, { method: 'DELETE' })).status).toBe(200);
  expect(await list()).toEqual([]);

  const refused = await script('restore', backup);
  expect(refused.status).toBe(1);
  expect(refused.output).toMatch(/is running on/);

  await server.stop();
  const restored = await script('restore', backup);
  expect(restored.status, restored.output).toBe(0);
  await server.restart();

  const back = await list();
  for (const word of saved) {
    const found = back.find((w) => w.uuid === word.uuid);
    expect(found).toMatchObject({ word: word.word, picture: word.picture, speechWord: word.speechWord });
    for (const [kind, id] of [
      ['image', word.picture],
      ['audio', word.speechWord],
      ['audio', word.speechSentence],
    ])
      if (id)
        expect((await api(`/api/words/get/${kind}/${claimOf(token).id}/${id}`)).status, `${kind} ${id}`).toBe(
          200,
        );
  }
  const db = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
  expect(mediaProblems(await mediaState(db, join(server.dataDir, 'media')))).toEqual(NO_MEDIA_PROBLEMS);
  db.close();
  expect(readdirSync(server.dataDir).some((name) => name.startsWith('before-restore-'))).toBe(true);
}, 90_000);
