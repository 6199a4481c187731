// The picture of the word on screen, from the shared image cache. A failure goes to the common
// error handler (SPEC §8: image failures too) and the card simply shows no picture.
import { useEffect, useState } from 'react';
import { handleApiError } from '../../../lib/api-client';
import { mediaUrl } from '../state/media-cache';

export function usePicture(userId: number, pictureId: string): string | null {
  const [loaded, setLoaded] = useState<{ id: string; url: string } | null>(null);

  useEffect(() => {
    if (!pictureId) return;
    let current = true;
    mediaUrl('image', userId, pictureId).then(
      (url) => {
        if (current) setLoaded({ id: pictureId, url });
      },
      (error: unknown) => {
        if (current) handleApiError(error);
      },
    );
    return () => {
      current = false;
    };
  }, [userId, pictureId]);

  // A url loaded for the previous word must not show under the next one.
  return loaded && loaded.id === pictureId ? loaded.url : null;
}
