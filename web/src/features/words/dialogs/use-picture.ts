// The picture chosen in a word dialog (dropped, selected or pasted), checked by the shared picture
// rules, with an object URL for its preview that is freed when the choice changes or the dialog closes.
import { useCallback, useEffect, useState } from 'react';
import { checkPicture } from '../../../../../shared/words/rules';

export interface PictureChoice {
  file: File | null;
  previewUrl: string | null;
  /** Why the last file offered was refused, or null. */
  message: string | null;
  /** Takes the file if the rules accept it; otherwise keeps the previous choice and says why. */
  offer: (file: File) => void;
  clear: () => void;
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

export function usePicture(): PictureChoice {
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);

  const offer = useCallback((candidate: File) => {
    const problem = checkPicture(candidate);
    setMessage(problem);
    if (!problem) setFile(candidate);
  }, []);
  const clear = useCallback(() => {
    setFile(null);
    setMessage(null);
  }, []);

  return { file, previewUrl, message, offer, clear };
}
