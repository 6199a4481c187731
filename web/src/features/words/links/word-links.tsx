// A word's links: the page it was saved from (extension) and the four outside references of SPEC
// §2 (translate site, sentence examples, dictionary, image search). The list shows them as a row
// of small icons; the study modes as a labelled row under the card, for the word on screen.
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import type { Word } from '../../../../../shared/words/types';
import { ImageIcon, LinkIcon, TranslateIcon } from '../../../components/icons';
import { preferencesAtom } from '../../../lib/session';
import { BookOpenIcon, QuoteIcon } from '../list/icons';
import { type ExternalKind, externalLinks } from './external-links';
import './word-links.css';

const LINK_ICONS: Record<ExternalKind, ReactNode> = {
  translate: <TranslateIcon size={16} />,
  sentences: <QuoteIcon size={16} />,
  dictionary: <BookOpenIcon size={16} />,
  images: <ImageIcon size={16} />,
};

// The server accepts only http and https sources; checked again so no other scheme becomes a link.
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

interface Link {
  key: string;
  href: string;
  label: string;
  /** The tooltip: the page's title for the source, the label for the others. */
  title: string;
  short: string;
  icon: ReactNode;
  source?: boolean;
}

function linksOf(word: Word, targetLanguage: string): Link[] {
  const source: Link[] = isWebAddress(word.sourceUrl)
    ? [
        {
          key: 'source',
          href: word.sourceUrl,
          label: `Saved from: ${word.sourceTitle || word.sourceUrl}`,
          title: word.sourceTitle || word.sourceUrl,
          short: 'Saved from',
          icon: <LinkIcon size={16} />,
          source: true,
        },
      ]
    : [];
  const outside = externalLinks(word, targetLanguage).map((link) => ({
    key: link.kind,
    href: link.href,
    label: link.label,
    title: link.label,
    short: link.short,
    icon: LINK_ICONS[link.kind],
  }));
  return [...source, ...outside];
}

/** The list's row of icon links; each link names itself with the word. */
export function WordLinks({ word }: { word: Word }) {
  const targetLanguage = useAtomValue(preferencesAtom)?.targetLanguage ?? '';
  return (
    <span className="word-links">
      {linksOf(word, targetLanguage).map((link) => (
        <a
          key={link.key}
          className={link.source ? 'word-link word-link--source' : 'word-link'}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          title={link.title}
          aria-label={link.label}
        >
          {link.icon}
        </a>
      ))}
    </span>
  );
}

/**
 * The study modes' links for the word on screen: icon and short label (the label hides on phones),
 * grouped under a name that says which word they look up.
 */
export function StudyLinks({ word }: { word: Word }) {
  const targetLanguage = useAtomValue(preferencesAtom)?.targetLanguage ?? '';
  return (
    <nav className="study-links" aria-label={`Look up “${word.word}”`}>
      <span className="study-links__lead" aria-hidden="true">
        Look up
      </span>
      {linksOf(word, targetLanguage).map((link) => (
        <a
          key={link.key}
          className="study-link"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          title={link.title}
          aria-label={link.label}
        >
          {link.icon}
          <span className="study-link__text" aria-hidden="true">
            {link.short}
          </span>
        </a>
      ))}
    </nav>
  );
}
