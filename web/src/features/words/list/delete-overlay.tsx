// The delete overlay (SPEC §2 "List mode", §4 "Words list"): 'Delete the word:' and the word,
// Close and Delete, a busy icon while the server deletes. On success the word leaves the list
// (the count and categories follow), its cached picture and audio are dropped, and the server's
// message is shown; a failure goes to the common error handler and the overlay stays open.
import { useState } from 'react';
import { isWaitingNewWord, NEW_WORD_WAITING_DELETE } from '../../../../../shared/offline/new-words';
import { DELETE_WORD_PROMPT, WORD_MESSAGES } from '../../../../../shared/words/rules';
import type { Word } from '../../../../../shared/words/types';
import { Modal } from '../../../components/modal';
import { handleApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { dropMedia } from '../state/media-cache';
import { deleteWord } from '../state/words-api';
import { removeWord } from '../state/words-store';
import { SpinnerIcon, TrashIcon } from './icons';

export function DeleteOverlay({ word, onClose }: { word: Word | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!word || busy) return;
    // Its add may be on its way: deleting it now could race it (docs/decisions/0031-offline-study.md).
    if (isWaitingNewWord(word.uuid)) {
      notifyError(NEW_WORD_WAITING_DELETE);
      return;
    }
    setBusy(true);
    try {
      const answer = await deleteWord(word.uuid);
      removeWord(word.uuid);
      dropMedia(word);
      notifySuccess(answer.message || WORD_MESSAGES.wordDeleted);
      onClose();
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  };

  // While the request runs the overlay stays: closing it would hide whether the word went.
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal title={DELETE_WORD_PROMPT} open={word !== null} onClose={close}>
      <p className="delete-overlay__word" lang={word?.language || undefined}>
        {word?.word}
      </p>
      <div className="delete-overlay__actions">
        <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
          Close
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={confirm}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? <SpinnerIcon size={18} /> : <TrashIcon size={18} />}
          Delete
        </button>
      </div>
    </Modal>
  );
}
