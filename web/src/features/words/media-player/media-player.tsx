// The media player mode (SPEC §2 "Media player").
export function MediaPlayer() {
  return null;
}
