// A word's further sentences (docs/decisions/0029-encounters.md): each with its translation, the
// page it came from and when, its audio, and the choice to make it the main sentence or remove it.
// Everything from the word is rendered as text; a source is a link only when it is http(s).
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { ENCOUNTER_TEXTS, type Encounter } from '../../../../../shared/words/encounters';
import { webAddress } from '../../../../../shared/words/rules';
import type { Word } from '../../../../../shared/words/types';
import { SpeakerIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { handleApiError } from '../../../lib/api-client';
import { wordsAtom } from '../../../lib/session';
import { notifySuccess } from '../../../lib/toasts';
import { usePlayAudio } from '../list/word-cells';
import { replaceWord } from '../state/words-store';
import { setEncounterCount } from './encounter-count';
import { fetchEncounters, makeMainEncounter, removeEncounter } from './encounters-api';
import './encounters.css';

interface EncountersDialogProps {
  uuid: string;
  onClose: () => void;
}

export function EncountersDialog({ uuid, onClose }: EncountersDialogProps) {
  const word = useAtomValue(wordsAtom).find((candidate) => candidate.uuid === uuid);
  const [encounters, setEncounters] = useState<Encounter[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchEncounters(uuid)
      .then((answer) => current && setEncounters(answer.encounters))
      .catch((error: unknown) => {
        handleApiError(error);
        if (current) onClose();
      });
    return () => {
      current = false;
    };
  }, [uuid, onClose]);

  const act = useCallback(
    async (encounter: Encounter, action: 'main' | 'remove') => {
      setBusy(encounter.uuid);
      try {
        if (action === 'main') {
          const answer = await makeMainEncounter(uuid, encounter.uuid);
          replaceWord(answer.word);
          setEncounters(answer.encounters);
          void notifySuccess(answer.message);
        } else {
          const answer = await removeEncounter(uuid, encounter.uuid);
          setEncounterCount(uuid, answer.encounters.length);
          setEncounters(answer.encounters);
          void notifySuccess(answer.message);
        }
      } catch (error) {
        handleApiError(error);
      } finally {
        setBusy(null);
      }
    },
    [uuid],
  );

  if (!word) return null;
  return (
    <Modal title={`${ENCOUNTER_TEXTS.title}: ${word.word}`} open onClose={onClose}>
      {encounters === null ? (
        <p className="encounters__note">Loading...</p>
      ) : encounters.length === 0 ? (
        <p className="encounters__note">{ENCOUNTER_TEXTS.none}</p>
      ) : (
        <ol className="encounters">
          {encounters.map((encounter) => (
            <EncounterItem
              key={encounter.uuid}
              word={word}
              encounter={encounter}
              busy={busy === encounter.uuid}
              onAction={(action) => void act(encounter, action)}
            />
          ))}
        </ol>
      )}
      <div className="word-form__footer">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}

interface EncounterItemProps {
  word: Word;
  encounter: Encounter;
  busy: boolean;
  onAction: (action: 'main' | 'remove') => void;
}

function EncounterItem({ word, encounter, busy, onAction }: EncounterItemProps) {
  const play = usePlayAudio();
  const source = webAddress(encounter.sourceUrl);
  const day = encounter.metAt.slice(0, 10);
  return (
    <li className="encounter" aria-busy={busy || undefined}>
      <p className="encounter__sentence" lang={word.language || undefined}>
        {encounter.speechSentence ? (
          <button
            type="button"
            className="encounter__play"
            aria-label={`${ENCOUNTER_TEXTS.play}: ${encounter.sentence}`}
            onClick={() => play(encounter.speechSentence)}
          >
            <SpeakerIcon size={16} />
          </button>
        ) : null}
        <span>{encounter.sentence}</span>
      </p>
      {encounter.sentenceTranslation && (
        <p className="encounter__translation">{encounter.sentenceTranslation}</p>
      )}
      <p className="encounter__meta">
        <time dateTime={day}>{day}</time>
        {source && (
          <a href={source} target="_blank" rel="noopener noreferrer" title={encounter.sourceTitle || source}>
            {encounter.sourceTitle || new URL(source).host}
          </a>
        )}
      </p>
      <div className="encounter__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => onAction('main')}
        >
          {ENCOUNTER_TEXTS.makeMain}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => onAction('remove')}
        >
          {ENCOUNTER_TEXTS.remove}
        </button>
      </div>
    </li>
  );
}
