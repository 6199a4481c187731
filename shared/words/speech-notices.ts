// What the add and update answers say about a word's audio when it is not what the learner asked
// for (`speechNotice`, SPEC §5 speech; issue 4). The web app and the extension show these texts as
// they come. The server's administrator chooses the voices with TTS_PROVIDER, so the notices that
// only a setting can change name it.

export const SPEECH_NOTICES = {
  /** High quality was asked for and no cloud voice is set up: the standard voice spoke. */
  highQualityNotConfigured:
    'High-quality voices are not set up on this server (TTS_PROVIDER), so the standard voice spoke this word.',
  /** High quality was asked for, the cloud voice is set up but failed: the standard voice spoke. */
  highQualityFailed:
    'The high-quality voice service could not be reached just now, so the standard voice spoke this word.',
  /** The engine failed (a crash, a time-out): the audio is added later by the server. */
  audioLater: 'The word is saved without audio for now; its audio will be added later.',
} as const;

/** A language only a cloud voice speaks, and none is set up: the word keeps no audio. */
export const cloudVoiceNeededNotice = (language: string): string =>
  `The word is saved without audio: ${language} needs a cloud voice, and none is set up on this server (TTS_PROVIDER=google or azure).`;

/** A language only a cloud voice speaks, and that voice failed: the audio is added later. */
export const cloudVoiceFailedNotice = (language: string): string =>
  `The word is saved without audio for now: the cloud voice for ${language} could not be reached; its audio will be added later.`;
