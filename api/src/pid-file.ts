// The running server's pid in DATA_DIR, so tools that must not run beside it (scripts/restore.ts)
// can tell. A pid file left by a crash names a dead process and is ignored by them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PID_FILE = 'server.pid';

export function writePidFile(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, PID_FILE), String(process.pid));
}

/** Removes the file if it is still this process's (a newer server may have replaced it). */
export function removePidFile(dataDir: string): void {
  const file = join(dataDir, PID_FILE);
  try {
    if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
  } catch {
    // already gone
  }
}
