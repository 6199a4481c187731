// The word's picture (SPEC §2, §5): dropped on the zone, chosen through it (click, Enter or Space)
// or pasted anywhere in the dialog (use-picture-paste.ts). The zone refuses what the shared rules
// refuse and says so while a refused file hovers over it; the preview shows the chosen picture,
// or when editing the word's current one, with a button to remove it.
import { useId } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import {
  PICTURE_ACCEPT,
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  PICTURE_MIN_BYTES,
} from '../../../../../shared/words/rules';
import { ImageIcon } from '../../../components/icons';
import type { PictureChoice } from './use-picture';
import './picture-zone.css';

const MAX_MEGABYTES = PICTURE_MAX_BYTES / (1024 * 1024);
const ACCEPTED_HINT = `JPG, PNG, GIF, WebP or AVIF, up to ${MAX_MEGABYTES} MB`;

interface PictureFieldProps {
  choice: PictureChoice;
  /** When editing: the word's current picture, while it is kept. */
  currentUrl?: string | null;
  onRemoveCurrent?: () => void;
  /** The word, to describe the preview. */
  word: string;
}

export function PictureField({ choice, currentUrl = null, onRemoveCurrent, word }: PictureFieldProps) {
  const labelId = useId();
  const hintId = `${labelId}-hint`;
  const messagesId = `${labelId}-messages`;
  const { getRootProps, getInputProps, isDragAccept, isDragReject } = useDropzone({
    accept: PICTURE_ACCEPT,
    minSize: PICTURE_MIN_BYTES,
    maxSize: PICTURE_MAX_BYTES,
    multiple: false,
    // Pasting is handled for the whole dialog, not only while the zone has focus.
    noPaste: true,
    onDrop: (accepted: File[], rejected: FileRejection[]) => {
      // A refused file still goes through the shared check, which names the reason.
      const file = accepted[0] ?? rejected[0]?.file;
      if (file) choice.offer(file);
    },
  });

  const shownUrl = choice.previewUrl ?? currentUrl;
  const removePicture = choice.file ? choice.clear : currentUrl ? onRemoveCurrent : undefined;
  const prompt = isDragReject
    ? PICTURE_MESSAGES.hoverError
    : isDragAccept
      ? 'Drop to use this picture'
      : shownUrl
        ? 'Drop, paste or choose another picture'
        : 'Drop a picture here, paste one, or choose a file';

  const zoneState = isDragReject ? ' picture-zone--reject' : isDragAccept ? ' picture-zone--accept' : '';
  return (
    <div className="word-field">
      <span className="word-field__label" id={labelId}>
        Picture
      </span>
      <div
        {...getRootProps({
          className: `picture-zone${zoneState}`,
          role: 'button',
          'aria-labelledby': labelId,
          'aria-describedby': `${hintId} ${messagesId}`,
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Choose a picture file' })} />
        {shownUrl ? (
          <img
            className="picture-zone__preview"
            src={shownUrl}
            alt={word ? `Picture for “${word}”` : 'Picture'}
          />
        ) : (
          <ImageIcon size={28} />
        )}
        <span className={isDragReject ? 'picture-zone__prompt word-field__error' : 'picture-zone__prompt'}>
          {prompt}
        </span>
        <span className="picture-zone__hint" id={hintId}>
          {ACCEPTED_HINT}
        </span>
      </div>
      {removePicture && (
        <button type="button" className="text-button" onClick={removePicture}>
          Remove picture
        </button>
      )}
      <div id={messagesId} className="word-field__messages" aria-live="polite">
        {choice.message && <p className="word-field__error">{choice.message}</p>}
      </div>
    </div>
  );
}
