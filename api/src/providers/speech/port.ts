// The speech port: the words service asks for the audio of a word or a sentence and stores it.
// Adapters: eSpeak NG (embedded, offline, the default) and Google Cloud Text-to-Speech.

export type SpeechEngine = 'espeak' | 'google';

export interface SpeechRequest {
  text: string;
  /** Speech locale of the catalogue, e.g. 'en-US'. */
  language: string;
  /** Voice of the catalogue, e.g. 'en-US-Female'. */
  voice: string;
  /** The learner asked for the cloud voice when one is configured. */
  highQuality: boolean;
}

export interface SpeechAudio {
  audio: Uint8Array;
  mime: 'audio/mpeg';
  engine: SpeechEngine;
  /** True when the request wanted the cloud voice but eSpeak spoke instead. */
  fellBack?: boolean;
}

export interface SpeechProvider {
  speak(request: SpeechRequest): Promise<SpeechAudio>;
  /** Stops the workers; pending requests are rejected. */
  close(): Promise<void>;
}

export type VoiceGender = 'female' | 'male';

/** The catalogue's voices end in '-Female' or '-Male'; anything else is read as female, the first voice. */
export function genderOfVoice(voice: string): VoiceGender {
  return /-male$/i.test(voice) ? 'male' : 'female';
}

/** True when the bytes start like an MP3 file: an ID3 tag or an MPEG audio Layer III frame header. */
export function looksLikeMp3(bytes: Uint8Array): boolean {
  const [b0, b1, b2] = bytes;
  if (b0 === 0x49 && b1 === 0x44 && b2 === 0x33) return true; // "ID3"
  // 11 sync bits, any MPEG version, layer bits 01 (Layer III).
  return b0 === 0xff && b1 !== undefined && (b1 & 0xe0) === 0xe0 && (b1 & 0x06) === 0x02;
}
