// A text export as a byte stream: the header first, then one page of words at a time, read only
// when the client has taken the previous one (pull), so memory stays flat however long the list.
import type { ExportedWord } from '../../../../shared/export/columns';

export function textExportStream(
  header: string,
  pages: AsyncGenerator<ExportedWord[]>,
  rows: (page: ExportedWord[]) => string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(header));
        return;
      }
      const next = await pages.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(rows(next.value)));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}
