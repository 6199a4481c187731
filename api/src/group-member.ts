// A server started as one of several processes on one address (`WORKERS=n npm start`,
// scripts/server-group.mjs). The launcher names each process by its place in the group:
// WORDHOARD_GROUP_MEMBER=0 for the first, started alone, 1..n-1 for the others, started once the
// first listens. Unset: a lone server, as `npm start` runs it.

export interface GroupMember {
  /** Listens with SO_REUSEPORT so the other members can bind the same port (port-in-use.ts). */
  sharesPort: boolean;
  /**
   * Checks the port is free before anything starts. The first member does, as a lone server does:
   * an unrelated server on the port stops the whole group with the port-in-use message. The others
   * find the port taken by the first on purpose.
   */
  checksPortFree: boolean;
  /**
   * Sweeps the media folder at start (jobs/media-sweep.ts). Only a process that starts while no
   * other process of the data folder runs may: the first member (or a lone server). Another
   * member's sweep could delete a file a running member has written but not yet recorded.
   */
  sweepsMedia: boolean;
  /** Writes the pid file that tools such as scripts/restore.ts check (one live member is enough). */
  writesPidFile: boolean;
}

export class GroupMemberError extends Error {}

export function groupMember(value = process.env.WORDHOARD_GROUP_MEMBER): GroupMember {
  if (value === undefined || value === '')
    return { sharesPort: false, checksPortFree: true, sweepsMedia: true, writesPidFile: true };
  if (!/^\d{1,3}$/.test(value))
    throw new GroupMemberError(
      `WORDHOARD_GROUP_MEMBER must be a member's number (0, 1, 2 …), not "${value}".`,
    );
  const first = Number(value) === 0;
  return { sharesPort: true, checksPortFree: first, sweepsMedia: first, writesPidFile: first };
}
