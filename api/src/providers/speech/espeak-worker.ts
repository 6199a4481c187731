// eSpeak NG (WebAssembly) runs here, off the server's thread: it is synchronous and takes 0.3–0.8 s
// to start. The pool in espeak.ts sends one job at a time and waits for 'ready' before the first.
import createESpeakNG from '@echogarden/espeak-ng-emscripten';
import { createEncoder } from 'wasm-media-encoders';

export interface SpeakJob {
  id: number;
  text: string;
  /** eSpeak voice name with its variant, e.g. 'en-us+f3'. */
  voice: string;
}

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; audio: Uint8Array }
  | { type: 'failed'; id: number; message: string };

// A speech LAME preset: mono, variable bit rate; a word comes out at about 3 KB.
const MP3_VBR_QUALITY = 6;

const parent = self as unknown as Worker;
const reply = (message: WorkerReply, transfer: Transferable[] = []) => parent.postMessage(message, transfer);

const espeak = new (await createESpeakNG()).eSpeakNGWorker();
const sampleRate = espeak.get_samplerate();
// The package's exports map misspells the '.wasm' path, so resolve the extension-less one.
const mp3Wasm = await Bun.file(
  Bun.fileURLToPath(import.meta.resolve('wasm-media-encoders/wasm/mp3')),
).bytes();
const encoder = await createEncoder('audio/mpeg', mp3Wasm);

class UnknownVoice extends Error {}

function synthesize(text: string, voice: string): Uint8Array {
  if (espeak.set_voice(voice) !== 0) throw new UnknownVoice(`eSpeak has no voice "${voice}".`);
  encoder.configure({ channels: 1, sampleRate, vbrQuality: MP3_VBR_QUALITY });
  const parts: Uint8Array[] = [];
  espeak.synthesize(text, (samples) => {
    if (samples && samples.length > 0) {
      // The encoder owns the buffer it returns: copy each part before the next call.
      parts.push(encoder.encode([Float32Array.from(samples, (s) => s / 32768)]).slice());
    }
    return 0; // keep going
  });
  parts.push(encoder.finalize().slice());
  const audio = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    audio.set(part, offset);
    offset += part.length;
  }
  return audio;
}

parent.addEventListener('message', (event: MessageEvent<SpeakJob>) => {
  const { id, text, voice } = event.data;
  try {
    const audio = synthesize(text, voice);
    reply({ type: 'done', id, audio }, [audio.buffer]);
  } catch (error) {
    reply({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
    // After a trap inside the WebAssembly its memory may be inconsistent: exit so the pool starts
    // a fresh worker. A missing voice is an ordinary answer and leaves the engine intact.
    if (!(error instanceof UnknownVoice)) process.exit(1);
  }
});

reply({ type: 'ready' });
