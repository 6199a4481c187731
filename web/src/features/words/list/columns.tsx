// The table's columns, in the order of SPEC §2 "List mode": (actions), Word, Translation,
// Picture, Sentence, Translation, Score, Category, Date. Declared once, outside any component,
// so the table never rebuilds its model for a new columns array.
import { createColumnHelper, metaHelper, tableFeatures } from '@tanstack/react-table';
import type { ShownWord } from '../../../../../shared/words/types';
import { EncountersButton } from '../encounters/encounters-button';
import { WordLinks } from '../links/word-links';
import { CategoryText, DayText, RowActions, ScoreBadge } from './row-parts';
import { PictureToggle, PlayableText, TranslationToggle } from './word-cells';

/** Each column's class, which sets its width and alignment in words-list.css. */
type ColumnMeta = { className: string };

export const listFeatures = tableFeatures({ columnMeta: metaHelper<ColumnMeta>() });
const helper = createColumnHelper<typeof listFeatures, ShownWord>();

export const listColumns = helper.columns([
  helper.display({
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: ({ row }) => <RowActions word={row.original} />,
    meta: { className: 'col-actions' },
  }),
  helper.accessor('word', {
    header: 'Word',
    cell: ({ row }) => (
      <>
        <PlayableText word={row.original} field="word" />
        <WordLinks word={row.original} />
      </>
    ),
    meta: { className: 'col-word' },
  }),
  helper.accessor('wordTranslation', {
    header: 'Translation',
    cell: ({ row }) => <TranslationToggle word={row.original} field="wordTranslation" />,
    meta: { className: 'col-translation' },
  }),
  helper.accessor('picture', {
    header: 'Picture',
    cell: ({ row }) => <PictureToggle word={row.original} />,
    meta: { className: 'col-picture' },
  }),
  helper.accessor('sentence', {
    header: 'Sentence',
    cell: ({ row }) => (
      <>
        <PlayableText word={row.original} field="sentence" />
        <EncountersButton word={row.original} />
      </>
    ),
    meta: { className: 'col-sentence' },
  }),
  helper.accessor('sentenceTranslation', {
    header: 'Translation',
    cell: ({ row }) => <TranslationToggle word={row.original} field="sentenceTranslation" />,
    meta: { className: 'col-sentence-translation' },
  }),
  helper.accessor('score', {
    header: 'Score',
    cell: ({ getValue }) => <ScoreBadge score={getValue()} />,
    meta: { className: 'col-score' },
  }),
  helper.accessor('category', {
    header: 'Category',
    cell: ({ getValue }) => <CategoryText category={getValue()} />,
    meta: { className: 'col-category' },
  }),
  helper.accessor('date', {
    header: 'Date',
    cell: ({ getValue }) => <DayText date={getValue()} />,
    meta: { className: 'col-date' },
  }),
]);
