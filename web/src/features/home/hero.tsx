// The first screen of the landing page: what Wordhoard does, what it costs, where to start.
import { useAtomValue } from 'jotai';
import { PRICE_USD, TRIAL_DAYS } from '../../../../shared/accounts/roles';
import { AUDIO_LANGUAGE_COUNT } from '../../../../shared/app';
import { Link } from '../../lib/routing';
import { tokenAtom } from '../../lib/session';
import { SampleWordCard } from './sample-word-card';

export function Hero() {
  const signedIn = useAtomValue(tokenAtom) !== null;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="eyebrow">Vocabulary notebook · audio in {AUDIO_LANGUAGE_COUNT} languages</p>
        <h1 id="hero-title">Save words. Memorize them. Test yourself.</h1>
        <p className="hero__lead">
          Keep every word you want to remember with its translation, an example sentence, a picture and spoken
          audio. Then learn it for good: read through your list, listen hands-free, or quiz yourself with
          flash cards.
        </p>
        <div className="hero__actions">
          {signedIn ? (
            <Link className="button button--primary" to="/words/list">
              Open my words
            </Link>
          ) : (
            <Link className="button button--primary" to="/auth">
              Start your free trial
            </Link>
          )}
          <a className="button button--secondary" href="#study-modes">
            See how it works
          </a>
        </div>
        <p className="hero__note">
          {TRIAL_DAYS} days free, then ${PRICE_USD}/month. Cancel at any time.
        </p>
      </div>
      <SampleWordCard />
    </section>
  );
}
