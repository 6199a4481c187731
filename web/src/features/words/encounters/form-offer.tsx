// The add dialog's answer when the server says the new word is another form of a saved word
// ("anchors" of "anchor", shared/forms/form-offer.ts): the learner keeps the sentence as an
// encounter of the saved word, or saves the word as a new one anyway. Without a sentence only the
// second choice is offered.
import type { FormOfSaved } from '../../../../../shared/forms/form-offer';
import { FORM_OFFER_TEXTS, formOfSavedNotice } from '../../../../../shared/forms/form-offer';
import type { WordForm } from '../../../../../shared/words/types';
import { AddSentenceButton } from './encounter-offer';
import './encounters.css';

interface FormOfferProps {
  formOf: FormOfSaved;
  form: WordForm;
  busy: boolean;
  /** After the sentence is kept: the dialog empties its form for the next word. */
  onAdded: () => void;
  onSaveAnyway: () => void;
}

export function FormOffer({ formOf, form, busy, onAdded, onSaveAnyway }: FormOfferProps) {
  return (
    <div className="encounter-offer" role="status">
      <p className="encounter-offer__notice">{formOfSavedNotice(formOf.form, formOf.word)}</p>
      {form.sentence.trim() !== '' && (
        <AddSentenceButton
          wordUuid={formOf.uuid}
          form={form}
          label={FORM_OFFER_TEXTS.addSentenceTo(formOf.word)}
          onAdded={onAdded}
        />
      )}
      <button type="button" className="button button--secondary" disabled={busy} onClick={onSaveAnyway}>
        {FORM_OFFER_TEXTS.saveAnyway}
      </button>
    </div>
  );
}
