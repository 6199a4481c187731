// The media player and the test load as their own chunks when their tab is opened: the list, where
// most visits start, does not download them (nor Floating UI, which the player's settings use).
// loadChunk gives each SPEC §7's time-out, and a failure the kind the route's error page explains.
import { lazy } from 'react';
import { loadChunk } from '../../lib/chunk-load';

export const MediaPlayer = lazy(() =>
  loadChunk(() => import('./media-player/media-player')).then((module) => ({ default: module.MediaPlayer })),
);
export const TestMode = lazy(() =>
  loadChunk(() => import('./test-mode/test-mode')).then((module) => ({ default: module.TestMode })),
);
