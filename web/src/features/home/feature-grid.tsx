// What comes with every word (SPEC §1 "Features"), the browser extension among them.
import type { ReactNode } from 'react';
import { AUDIO_LANGUAGE_COUNT } from '../../../../shared/app';
import {
  ImageIcon,
  InstallIcon,
  PuzzleIcon,
  SparkIcon,
  SpeakerIcon,
  TranslateIcon,
} from '../../components/icons';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: <PuzzleIcon />,
    title: 'Browser extension',
    text: 'Select a word on any web page and save it to your list without leaving what you are reading.',
  },
  {
    icon: <SpeakerIcon />,
    title: `Audio in ${AUDIO_LANGUAGE_COUNT} languages`,
    text: 'Hear every word and sentence spoken aloud, at a speech speed from 0.25× to 6×.',
  },
  {
    icon: <TranslateIcon />,
    title: 'Instant translation',
    text: 'Translate a word or a whole sentence with one click, into the language you think in.',
  },
  {
    icon: <SparkIcon />,
    title: 'Example sentences',
    text: 'Let artificial intelligence write an example sentence for a word, so you learn it in context.',
  },
  {
    icon: <ImageIcon />,
    title: 'Pictures that stick',
    text: 'Drop, paste or pick a picture for a word: an image is often what brings it back.',
  },
  {
    icon: <InstallIcon />,
    title: 'Install it as an app',
    text: 'Add Wordhoard to your phone or desktop from the browser menu and open it like any other app.',
  },
];

export function FeatureGrid() {
  return (
    <section className="home-section" aria-labelledby="features-title">
      <h2 id="features-title">Everything a word needs</h2>
      <ul className="feature-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="feature">
            <span className="feature__icon">{feature.icon}</span>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
