// The picture an edited word already has, fetched through the shared image cache. A failed fetch
// goes to the common error handler (SPEC §8: image failures go to it) and the dialog shows none.
import { useEffect, useState } from 'react';
import { handleApiError } from '../../../lib/api-client';
import { mediaUrl } from '../state/media-cache';

export function useCurrentPicture(userId: number | undefined, pictureId: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (userId === undefined || pictureId === '') return;
    let current = true;
    mediaUrl('image', userId, pictureId).then(
      (found) => {
        if (current) setUrl(found);
      },
      (error: unknown) => {
        if (current) handleApiError(error);
      },
    );
    return () => {
      current = false;
    };
  }, [userId, pictureId]);
  return url;
}
