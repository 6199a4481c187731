// List mode as a table (SPEC §2): TanStack Table builds the rows and cells, the window
// virtualizer decides which rows are in the DOM, and spacer rows above and below keep the table's
// height (and the scroll bar) true to the whole list. Columns keep fixed widths, so they do not
// shift as different rows scroll in.
import { FlexRender, type Row, useTable } from '@tanstack/react-table';
import { memo, useMemo, useRef } from 'react';
import type { ShownWord } from '../../../../../shared/words/types';
import { listColumns, listFeatures } from './columns';
import { usePrefetchedAudio } from './row-media';
import { useLinkedWord } from './use-linked-word';
import { useListVirtualizer } from './use-list-virtualizer';

type WordTableRow = Row<typeof listFeatures, ShownWord>;

const ROW_ESTIMATE_PX = 76;
const rowId = (word: ShownWord) => word.uuid;

interface RowProps {
  row: WordTableRow;
  index: number;
  /** The word a link brought into view. */
  linked: boolean;
  measure: (element: HTMLElement | null) => void;
}

/**
 * One word's row. A filter change hands the table new row objects, but a word that did not change
 * keeps its object (shared/filter reuses it), so its row is not drawn again.
 */
const WordRow = memo(
  function WordRow({ row, index, linked, measure }: RowProps) {
    usePrefetchedAudio(row.original);
    return (
      <tr
        ref={measure}
        data-index={index}
        className={linked ? 'words-table__row words-table__row--linked' : 'words-table__row'}
      >
        {row.getAllCells().map((cell) => (
          <td key={cell.id} className={cell.column.columnDef.meta?.className}>
            <FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    );
  },
  (before, after) =>
    before.row.original === after.row.original &&
    before.index === after.index &&
    before.linked === after.linked &&
    before.measure === after.measure,
);

/** Stands in for the rows scrolled out of the DOM. */
const Spacer = ({ height }: { height: number }) => (
  <tr className="words-table__spacer">
    <td colSpan={listColumns.length} style={{ height }} />
  </tr>
);

export function WordsTable({ words }: { words: ShownWord[] }) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const virtualizer = useListVirtualizer({
    count: words.length,
    estimateSize: ROW_ESTIMATE_PX,
    getItemKey: (index) => words[index]?.uuid ?? index,
    anchor: bodyRef,
  });
  const linked = useLinkedWord(words, virtualizer);
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  // The table builds rows for the words on screen only: its row model over 10,000 words costs more
  // than drawing the rows. The virtual items are one run of consecutive indexes.
  const from = first?.index ?? 0;
  const to = last ? last.index + 1 : 0;
  const onScreen = useMemo(() => words.slice(from, to), [words, from, to]);
  const table = useTable({ features: listFeatures, columns: listColumns, data: onScreen, getRowId: rowId });
  const rows = table.getRowModel().rows;
  const margin = virtualizer.options.scrollMargin;
  const spaceAbove = first ? first.start - margin : 0;
  const spaceBelow = last ? virtualizer.getTotalSize() - (last.end - margin) : 0;

  return (
    <table className="words-table" aria-label="Words">
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className={header.column.columnDef.meta?.className}>
                <FlexRender header={header} />
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody ref={bodyRef}>
        {spaceAbove > 0 && <Spacer height={spaceAbove} />}
        {items.map((item) => {
          const row = rows[item.index - from];
          return row ? (
            <WordRow
              key={row.id}
              row={row}
              index={item.index}
              linked={row.id === linked}
              measure={virtualizer.measureElement}
            />
          ) : null;
        })}
        {spaceBelow > 0 && <Spacer height={spaceBelow} />}
      </tbody>
    </table>
  );
}
