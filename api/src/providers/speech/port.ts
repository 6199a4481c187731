// The speech port: the words service asks for the audio of a word or a sentence and stores it.
// Adapters: eSpeak NG (embedded, offline, the default), and a cloud voice: Google Cloud
// Text-to-Speech or Azure AI Speech.

export type CloudEngine = 'google' | 'azure';
export type SpeechEngine = 'espeak' | CloudEngine;

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
  /**
   * Set when the request wanted the cloud voice but eSpeak spoke instead, and why: no cloud voice
   * is configured, or the configured one failed.
   */
  fellBack?: 'not_configured' | 'cloud_failed';
}

export interface SpeechProvider {
  speak(request: SpeechRequest): Promise<SpeechAudio>;
  /**
   * Whether a configured engine can speak this locale at all. A provider without it is taken to
   * speak every locale. Lets the retry job leave alone words no configured voice can speak.
   */
  canSpeak?(language: string): boolean;
  /**
   * Starts the engine's workers now rather than on the first word, and settles once they are ready
   * (or could not start). A server of a group does this before it listens (decision 0042).
   */
  warm?(): Promise<void>;
  /** Stops the workers; pending requests are rejected. */
  close(): Promise<void>;
}

export type VoiceGender = 'female' | 'male';

export interface CloudSpeechRequest {
  text: string;
  /** BCP-47 code of the catalogue, e.g. 'en-US'. */
  languageCode: string;
  gender: VoiceGender;
}

/** A cloud voice: answers MP3 bytes, or throws a 503 AppError (failure, time-out, no voice). */
export interface CloudSpeaker {
  speak(request: CloudSpeechRequest): Promise<Uint8Array>;
}

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
