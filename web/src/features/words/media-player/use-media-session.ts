// The Media Session API: the lock screen, the notification shade and headset buttons show the word
// being played and can play, pause and skip. Browsers without it (and jsdom) simply go without.
import { useEffect, useRef } from 'react';

export interface SessionActions {
  play(): void;
  pause(): void;
  previous(): void;
  next(): void;
}

export interface NowPlaying {
  title: string;
  artist: string;
  artwork: string | null;
}

const mediaSession = (): MediaSession | null =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

/** Some browsers throw for actions they do not know; those actions are then just not offered. */
function setHandler(session: MediaSession, action: MediaSessionAction, handler: (() => void) | null): void {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Not supported here.
  }
}

export function useMediaSession(nowPlaying: NowPlaying | null, playing: boolean, actions: SessionActions) {
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    const session = mediaSession();
    if (!session) return;
    const handlers: [MediaSessionAction, () => void][] = [
      ['play', () => latest.current.play()],
      ['pause', () => latest.current.pause()],
      ['stop', () => latest.current.pause()],
      ['previoustrack', () => latest.current.previous()],
      ['nexttrack', () => latest.current.next()],
    ];
    for (const [action, handler] of handlers) setHandler(session, action, handler);
    return () => {
      for (const [action] of handlers) setHandler(session, action, null);
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, []);

  const title = nowPlaying?.title;
  const artist = nowPlaying?.artist ?? '';
  const artwork = nowPlaying?.artwork ?? null;
  useEffect(() => {
    const session = mediaSession();
    if (!session || typeof MediaMetadata === 'undefined') return;
    session.metadata =
      title === undefined
        ? null
        : new MediaMetadata({ title, artist, album: 'My Words', artwork: artwork ? [{ src: artwork }] : [] });
  }, [title, artist, artwork]);

  useEffect(() => {
    const session = mediaSession();
    if (session) session.playbackState = playing ? 'playing' : 'paused';
  }, [playing]);
}
