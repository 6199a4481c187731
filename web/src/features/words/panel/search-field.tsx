// Search (SPEC §4, §5): typing filters at once. Clicking the Search label clears the text and
// reapplies; the cross inside the field does the same for keyboard and touch users.
import { useId } from 'react';
import { CrossIcon, SearchIcon } from '../list/icons';

export function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="panel-field panel-field--wide">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the label's click is the spec's shortcut; keyboard users have the clear button. */}
      <label
        className="panel-field__label panel-field__label--action"
        htmlFor={id}
        title="Clear the search"
        onClick={() => onChange('')}
      >
        Search
      </label>
      <div className="search-box">
        <SearchIcon size={16} />
        <input
          id={id}
          className="panel-input search-box__input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value && (
          <button
            type="button"
            className="search-box__clear"
            aria-label="Clear the search"
            onClick={() => onChange('')}
          >
            <CrossIcon size={16} />
          </button>
        )}
      </div>
    </div>
  );
}
