// Walks an MP3 file frame by frame (MPEG 1/2/2.5 Layer III), so tests can say "this is a whole,
// well-formed MP3 of about N seconds" rather than trusting two magic bytes.

const BITRATES_MPEG1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_MPEG2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

export interface Mp3Walk {
  frames: number;
  seconds: number;
  /** True when the frames cover the file exactly, from the first byte (or after an ID3 tag) to the last. */
  wellFormed: boolean;
}

export function walkMp3(bytes: Uint8Array): Mp3Walk {
  let offset = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    const size = [6, 7, 8, 9].reduce((total, i) => (total << 7) | ((bytes[i] ?? 0) & 0x7f), 0);
    offset = 10 + size;
  }
  let frames = 0;
  let seconds = 0;
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1] ?? 0;
    const b2 = bytes[offset + 2] ?? 0;
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0 || ((b1 >> 1) & 3) !== 1) break;
    const version = (b1 >> 3) & 3;
    const mpeg1 = version === 3;
    const bitrate = (mpeg1 ? BITRATES_MPEG1 : BITRATES_MPEG2)[b2 >> 4];
    const sampleRate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
    if (!bitrate || !sampleRate) break;
    const length = Math.floor(((mpeg1 ? 144_000 : 72_000) * bitrate) / sampleRate) + ((b2 >> 1) & 1);
    frames++;
    seconds += (mpeg1 ? 1152 : 576) / sampleRate;
    offset += length;
  }
  return { frames, seconds, wellFormed: frames > 0 && offset === bytes.length };
}
