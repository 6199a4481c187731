// The quick add's answer when the server says the word is another form of a saved word ("anchors"
// of "anchor", shared/forms/form-offer.ts): the sentence as an encounter of the saved word, or
// the word saved as a new one anyway, as the learner chooses. Without a sentence only the second.
import { FORM_OFFER_TEXTS, type FormOfSaved } from '../../../shared/forms/form-offer';

interface FormOfferProps {
  formOf: FormOfSaved;
  hasSentence: boolean;
  busy: boolean;
  onAddSentence: () => void;
  onSaveAnyway: () => void;
}

export function FormOffer({ formOf, hasSentence, busy, onAddSentence, onSaveAnyway }: FormOfferProps) {
  return (
    <p className="wide form-offer">
      {hasSentence && (
        <button type="button" className="small-button" disabled={busy} onClick={onAddSentence}>
          {FORM_OFFER_TEXTS.addSentenceTo(formOf.word)}
        </button>
      )}
      <button type="button" className="small-button" disabled={busy} onClick={onSaveAnyway}>
        {FORM_OFFER_TEXTS.saveAnyway}
      </button>
    </p>
  );
}
