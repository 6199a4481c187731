// A picture pasted anywhere in an open word dialog becomes its picture (SPEC §2: "the picture can
// be … pasted"). The listener is on the document because the paste lands on whichever field has
// focus; a paste without a file (plain text into a field) is left alone.
import { useEffect } from 'react';

function pastedFile(data: DataTransfer | null): File | null {
  if (!data) return null;
  const file = data.files?.[0];
  if (file) return file;
  for (const item of Array.from(data.items ?? [])) {
    const fromItem = item.kind === 'file' ? item.getAsFile() : null;
    if (fromItem) return fromItem;
  }
  return null;
}

/** While `enabled`, hands every pasted file to `onFile` instead of letting the browser paste it. */
export function usePicturePaste(enabled: boolean, onFile: (file: File) => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const file = pastedFile(event.clipboardData);
      if (!file) return;
      event.preventDefault();
      onFile(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [enabled, onFile]);
}
