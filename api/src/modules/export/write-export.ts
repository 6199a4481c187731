// An export written to a file, in a worker thread (docs/decisions/0041-export-jobs.md): the same
// streams the direct export routes answer with (a page of words, or one media file, at a time), piped
// into `<path>.part` and renamed to `<path>` only when whole, so a job stopped half-way (cancelled,
// too slow, its thread or process gone) never leaves a file that looks finished. Progress goes
// to the caller as the stage and its counts.
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { ankiHeader, ankiRows } from '../../../../shared/export/anki-text';
import { csvHeader, csvRows, UTF8_BOM } from '../../../../shared/export/csv';
import type { ExportStage } from '../../../../shared/export/job-texts';
import { EXPORT_FORMATS, type ExportFormat } from '../../../../shared/export/texts';
import { media, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { apkgEntries } from './apkg/apkg-entries';
import { buildCollection } from './apkg/build-collection';
import { type BackupEntry, backupEntries } from './backup-parts';
import { wordPages } from './read-words';
import { textExportStream } from './text-stream';
import { withEncounters } from './word-encounters';
import { zipStream } from './zip-stream';

type ExportDeps = Pick<AppDeps, 'db' | 'media' | 'clock'>;
export type ReportProgress = (stage: ExportStage, done: number, total: number) => void;

export interface ExportRequest {
  format: ExportFormat;
  userId: number;
  uuids?: string[];
  /** Where the finished file goes; `<path>.part` while it is written. */
  path: string;
}

async function countOf(deps: ExportDeps, table: typeof words | typeof media, userId: number) {
  const [row] = await deps.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

/** The word pages, each counted into the progress as it is read. */
async function* countedPages<T>(pages: AsyncGenerator<T[]>, total: number, report: ReportProgress) {
  let done = 0;
  report('words', 0, total);
  for await (const page of pages) {
    done += page.length;
    report('words', done, Math.max(done, total));
    yield page;
  }
}

/** Zip entries, each told as it starts: the data files as one stage, the media files counted. */
async function* reportedEntries(
  entries: AsyncGenerator<BackupEntry>,
  mediaTotal: number,
  report: ReportProgress,
) {
  let files = 0;
  for await (const entry of entries) {
    if (entry.deflate) report('data', 0, 0);
    else report('media', ++files, mediaTotal);
    yield entry;
  }
}

async function textStream(deps: ExportDeps, request: ExportRequest, report: ReportProgress) {
  const total = request.uuids ? request.uuids.length : await countOf(deps, words, request.userId);
  const pages = countedPages(wordPages(deps.db, request.userId, request.uuids), total, report);
  const withSentences = withEncounters(deps.db, request.userId, pages);
  return request.format === 'csv'
    ? textExportStream(UTF8_BOM + csvHeader(), withSentences, csvRows)
    : textExportStream(ankiHeader(), withSentences, ankiRows);
}

async function fileStream(deps: ExportDeps, request: ExportRequest, report: ReportProgress) {
  const { format, userId, uuids } = request;
  if (format === 'csv' || format === 'anki') return textStream(deps, request, report);
  if (format === 'backup') {
    const files = await countOf(deps, media, userId);
    return zipStream(reportedEntries(backupEntries(deps, userId), files, report));
  }
  if (format === 'apkg') {
    report('collection', 0, 0);
    const built = await buildCollection(deps, userId, uuids);
    return zipStream(reportedEntries(apkgEntries(deps, userId, built), built.media.length, report));
  }
  throw new Error(`no export format ${String(format)} (one of ${EXPORT_FORMATS.join(', ')})`);
}

/** Writes the export whole to `request.path`; answers its size. Nothing is left at the path on failure. */
export async function writeExport(deps: ExportDeps, request: ExportRequest, report: ReportProgress) {
  const part = `${request.path}.part`;
  try {
    const stream = await fileStream(deps, request, report);
    let bytes = 0;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    await stream.pipeThrough(counter).pipeTo(Writable.toWeb(createWriteStream(part)));
    report('writing', 0, 0);
    await rename(part, request.path);
    return { bytes };
  } finally {
    await rm(part, { force: true });
  }
}
