// Bytes as base64, for what crosses as JSON: audio to the popup, media files to AnkiConnect.

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
