// The leech offer (Anki's convention, decision 0046): a word forgotten as many times as the learner's
// leech setting is tagged, and the learner is offered to suspend it or to rewrite it (the word's
// edit dialog: a new sentence, a picture, a mnemonic). Keeping it studied is a choice too.
import { useEffect, useRef } from 'react';
import { HOLD_TEXTS, leechOfferText } from '../../../../../shared/review/hold-texts';
import './holds.css';

export interface Leech {
  uuid: string;
  word: string;
  lapses: number;
}

interface LeechOfferProps {
  leech: Leech;
  onSuspend(): void;
  onRewrite(): void;
  onDismiss(): void;
}

export function LeechOffer({ leech, onSuspend, onRewrite, onDismiss }: LeechOfferProps) {
  const title = useRef<HTMLHeadingElement>(null);
  // The offer comes after an answer the learner gave with a key: focus goes to it, so it is read.
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="leech-offer" aria-labelledby="leech-offer-title" data-testid="leech-offer">
      <h2 id="leech-offer-title" className="leech-offer__title" tabIndex={-1} ref={title}>
        {HOLD_TEXTS.leechTitle}
      </h2>
      <p>{leechOfferText(leech.word, leech.lapses)}</p>
      <div className="leech-offer__actions">
        <button type="button" className="button button--primary" onClick={onSuspend}>
          {HOLD_TEXTS.suspend}
        </button>
        <button type="button" className="button button--secondary" onClick={onRewrite}>
          {HOLD_TEXTS.rewrite}
        </button>
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          {HOLD_TEXTS.keepStudying}
        </button>
      </div>
    </section>
  );
}
