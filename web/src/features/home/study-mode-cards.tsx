// The three cards of SPEC §2 "Home page", each opening one display mode of the words screen.
import type { ReactNode } from 'react';
import { CardsIcon, ListIcon, PlayIcon } from '../../components/icons';
import { Link } from '../../lib/routing';

interface StudyMode {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
}

const STUDY_MODES: StudyMode[] = [
  {
    to: '/words/list',
    icon: <ListIcon size={26} />,
    title: 'Your word list',
    text: 'Sort, filter and search everything you saved. Tap a word or a sentence to hear it, hide the translations to check yourself at a glance.',
    action: 'Open the list',
  },
  {
    to: '/words/media-player',
    icon: <PlayIcon size={26} />,
    title: 'Media player',
    text: 'Listen hands-free: each word, its sentence and as many repeats as you like play one after another, with a sleep timer for the road or for bedtime.',
    action: 'Start listening',
  },
  {
    to: '/words/test',
    icon: <CardsIcon size={26} />,
    title: 'Flash-card test',
    text: "See the word, recall the meaning, reveal the answer. Score yourself 1 (don't know), 2 (know roughly) or 3 (know very well) and focus on what is left.",
    action: 'Take a test',
  },
];

export function StudyModeCards() {
  return (
    <section id="study-modes" className="home-section" aria-labelledby="study-modes-title">
      <h2 id="study-modes-title">Three ways to study</h2>
      <ul className="mode-cards">
        {STUDY_MODES.map((mode) => (
          <li key={mode.to}>
            <Link className="mode-card" to={mode.to}>
              <span className="mode-card__icon">{mode.icon}</span>
              <span className="mode-card__body">
                <span className="mode-card__title">{mode.title}</span>
                <span className="mode-card__text">{mode.text}</span>
                <span className="mode-card__action" aria-hidden="true">
                  {mode.action} →
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
