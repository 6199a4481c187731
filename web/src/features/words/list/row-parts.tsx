// The quieter parts of a word on the list: its score, category and day, its edit and delete
// buttons, and its links to the page it came from and to outside references.
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { categoryLabel, scoreColour } from '../../../../../shared/words/rules';
import type { Score, Word } from '../../../../../shared/words/types';
import { ImageIcon, LinkIcon, TranslateIcon } from '../../../components/icons';
import { preferencesAtom } from '../../../lib/session';
import { wordDialogAtom } from '../state/dialog-state';
import { type ExternalKind, externalLinks } from './external-links';
import { BookOpenIcon, PenIcon, QuoteIcon, TrashIcon } from './icons';
import { useListView } from './list-view';

export function ScoreBadge({ score }: { score: Score }) {
  return (
    <span className={`score score--${scoreColour(score)}`} title={`Score ${score}`}>
      {score}
    </span>
  );
}

export const CategoryText = ({ category }: { category: string }) => (
  <span className="category">{categoryLabel(category)}</span>
);

export const DayText = ({ date }: { date: string }) => (
  <time dateTime={date.slice(0, 10)}>{date.slice(0, 10)}</time>
);

export function RowActions({ word }: { word: Word }) {
  const openDialog = useSetAtom(wordDialogAtom);
  const { askDelete } = useListView();
  return (
    <span className="row-actions">
      <button
        type="button"
        className="icon-button"
        aria-label={`Edit ${word.word}`}
        title="Edit"
        onClick={() => openDialog({ mode: 'edit', uuid: word.uuid })}
      >
        <PenIcon size={18} />
      </button>
      <button
        type="button"
        className="icon-button icon-button--danger"
        aria-label={`Delete ${word.word}`}
        title="Delete"
        onClick={() => askDelete(word)}
      >
        <TrashIcon size={18} />
      </button>
    </span>
  );
}

const LINK_ICONS: Record<ExternalKind, ReactNode> = {
  translate: <TranslateIcon size={16} />,
  sentences: <QuoteIcon size={16} />,
  dictionary: <BookOpenIcon size={16} />,
  images: <ImageIcon size={16} />,
};

// The server accepts only http and https sources; checked again so no other scheme becomes a link.
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** The page the word was saved from (extension) and the four outside references. */
export function WordLinks({ word }: { word: Word }) {
  const targetLanguage = useAtomValue(preferencesAtom)?.targetLanguage ?? '';
  return (
    <span className="word-links">
      {isWebAddress(word.sourceUrl) && (
        <a
          className="word-link word-link--source"
          href={word.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          title={word.sourceTitle || word.sourceUrl}
          aria-label={`Saved from: ${word.sourceTitle || word.sourceUrl}`}
        >
          <LinkIcon size={16} />
        </a>
      )}
      {externalLinks(word, targetLanguage).map((link) => (
        <a
          key={link.kind}
          className="word-link"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          title={link.label}
          aria-label={link.label}
        >
          {LINK_ICONS[link.kind]}
        </a>
      ))}
    </span>
  );
}
