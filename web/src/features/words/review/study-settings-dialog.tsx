// The study settings dialog, opened from the test: the learner's day and limits
// (PATCH /api/study/preferences). Saved settings are kept and the caller reloads today's queue.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { LOADING_MESSAGE } from '../../../../../shared/app';
import type { StudyPreferences } from '../../../../../shared/review/study-preferences';
import { STUDY_SETTINGS_TEXTS } from '../../../../../shared/review/texts';
import { Modal } from '../../../components/modal';
import { handleApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/toasts';
import { useInFlight } from '../dialogs/use-in-flight';
import { saveStudyPreferences } from '../state/words-api';
import { ensureStudyPreferences, setStudyPreferences, studyPreferencesAtom } from './study-preferences-state';
import { StudySettingsForm } from './study-settings-form';
import '../dialogs/word-dialogs.css';
import '../dialogs/dialog-buttons.css';

interface StudySettingsDialogProps {
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

export function StudySettingsDialog({ open, onClose, onSaved }: StudySettingsDialogProps) {
  return (
    <Modal title={STUDY_SETTINGS_TEXTS.title} open={open} onClose={onClose}>
      <StudySettingsContent onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function StudySettingsContent({ onClose, onSaved }: Omit<StudySettingsDialogProps, 'open'>) {
  const initial = useAtomValue(studyPreferencesAtom);
  const { busy, run } = useInFlight();
  useEffect(() => {
    if (!initial) ensureStudyPreferences().catch(handleApiError);
  }, [initial]);

  const save = (settings: StudyPreferences) =>
    run(async () => {
      try {
        const { message, ...saved } = await saveStudyPreferences(settings);
        setStudyPreferences(saved);
        void notifySuccess(message);
        onSaved();
        onClose();
      } catch (error) {
        handleApiError(error);
      }
    });

  if (!initial) return <p role="status">{LOADING_MESSAGE}</p>;
  return <StudySettingsForm initial={initial} busy={busy} onCancel={onClose} onSave={save} />;
}
