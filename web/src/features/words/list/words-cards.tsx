// List mode as cards (SPEC §2), forced on narrow screens: one card per word with the same parts
// and clicks as a table row, laid out in one to three lanes and virtualized like the table.
import { memo, useRef } from 'react';
import type { ShownWord } from '../../../../../shared/words/types';
import { EncountersButton } from '../encounters/encounters-button';
import { WordLinks } from '../links/word-links';
import { usePrefetchedAudio } from './row-media';
import { CategoryText, DayText, RowActions, ScoreBadge } from './row-parts';
import { useLinkedWord } from './use-linked-word';
import { useListVirtualizer } from './use-list-virtualizer';
import { useMediaQuery } from './use-media-query';
import { PictureToggle, PlayableText, TranslationToggle } from './word-cells';

const CARD_ESTIMATE_PX = 220;
const CARD_GAP_PX = 14;

const WordCard = memo(function WordCard({ word, linked }: { word: ShownWord; linked: boolean }) {
  usePrefetchedAudio(word);
  return (
    <article className={linked ? 'word-card word-card--linked' : 'word-card'} aria-label={word.word}>
      <header className="word-card__head">
        <PlayableText word={word} field="word" />
        <span className="word-card__corner">
          <ScoreBadge score={word.score} />
          <RowActions word={word} />
        </span>
      </header>
      <div className="word-card__body">
        <div className="word-card__texts">
          <TranslationToggle word={word} field="wordTranslation" />
          <PlayableText word={word} field="sentence" />
          <EncountersButton word={word} />
          <TranslationToggle word={word} field="sentenceTranslation" />
        </div>
        {word.picture && <PictureToggle word={word} />}
      </div>
      <footer className="word-card__foot">
        <span className="word-card__meta">
          <CategoryText category={word.category} /> · <DayText date={word.date} />
        </span>
        <WordLinks word={word} />
      </footer>
    </article>
  );
});

/** One lane on phones, two on tablets, three where the list is wide. */
function useLaneCount(): number {
  const narrow = useMediaQuery('(max-width: 610px)');
  const medium = useMediaQuery('(max-width: 1180px)');
  return narrow ? 1 : medium ? 2 : 3;
}

export function WordsCards({ words }: { words: ShownWord[] }) {
  const lanes = useLaneCount();
  const gridRef = useRef<HTMLDivElement>(null);
  const virtualizer = useListVirtualizer({
    count: words.length,
    estimateSize: CARD_ESTIMATE_PX,
    getItemKey: (index) => words[index]?.uuid ?? index,
    anchor: gridRef,
    lanes,
    gap: CARD_GAP_PX,
  });
  const linked = useLinkedWord(words, virtualizer);
  const margin = virtualizer.options.scrollMargin;
  // Each lane's share of the width, less its share of the gaps between lanes.
  const laneWidth = `calc((100% - ${(lanes - 1) * CARD_GAP_PX}px) / ${lanes})`;

  return (
    <div ref={gridRef} className="words-cards" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const word = words[item.index];
        if (!word) return null;
        return (
          <div
            key={word.uuid}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className="words-cards__slot"
            style={{
              width: laneWidth,
              transform: `translate(calc(${item.lane} * (100% + ${CARD_GAP_PX}px)), ${item.start - margin}px)`,
            }}
          >
            <WordCard word={word} linked={word.uuid === linked} />
          </div>
        );
      })}
    </div>
  );
}
