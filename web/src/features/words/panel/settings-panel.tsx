// The sort-and-select panel (SPEC §2, §4 "Sorting and filtering", §5 Search and Filters). The
// controls show the settings in force; any change submits the whole form (panel-actions.ts).
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import {
  ALL_CATEGORIES,
  ALL_LABEL,
  categoriesOf,
  countShown,
  type DisplaySettings,
  PRESENCE_FILTER_LABELS,
  PresenceFilter,
  SCORE_FILTER_ANY,
  type ScoreFilter,
  SORT_BY_LABELS,
  SORT_BY_PANEL_ORDER,
  SORT_ORDER_LABELS,
  SortOrder,
} from '../../../../../shared/words/filter';
import { SPEECH_SPEED_OPTIONS } from '../../../../../shared/words/rules';
import { preferencesAtom, wordsAtom } from '../../../lib/session';
import { ResetIcon } from '../list/icons';
import { displaySettingsAtom } from '../state/words-store';
import { DateField, NumberField, SelectField } from './fields';
import { reloadSavedSettings, resetSettings, submitPanel } from './panel-actions';
import { SearchField } from './search-field';
import { TotalWords } from './total-words';

type Select = DisplaySettings['select'];

const SORT_BY_OPTIONS = SORT_BY_PANEL_ORDER.map((value) => ({ value, label: SORT_BY_LABELS[value] }));
const ORDER_OPTIONS = [SortOrder.Descending, SortOrder.Ascending].map((value) => ({
  value,
  label: SORT_ORDER_LABELS[value],
}));
const PRESENCE_OPTIONS = [PresenceFilter.All, PresenceFilter.With, PresenceFilter.Without].map((value) => ({
  value,
  label: PRESENCE_FILTER_LABELS[value],
}));
const SCORE_OPTIONS = ([0, 1, 2, 3] as const).map((value: ScoreFilter) => ({
  value,
  label: value === SCORE_FILTER_ANY ? ALL_LABEL : String(value),
}));
const SPEED_OPTIONS = SPEECH_SPEED_OPTIONS.map((value) => ({ value, label: `${value}×` }));

export function SettingsPanel() {
  const settings = useAtomValue(displaySettingsAtom);
  const words = useAtomValue(wordsAtom);
  const preferences = useAtomValue(preferencesAtom);
  // The speed chosen while its save is under way, so the menu does not jump back meanwhile.
  const [pendingRate, setPendingRate] = useState<number | null>(null);
  const categoryOptions = useMemo(
    () => [
      { value: ALL_CATEGORIES, label: ALL_LABEL },
      ...categoriesOf(words).map((category) => ({ value: category, label: category })),
    ],
    [words],
  );
  const count = useMemo(() => countShown(words), [words]);
  if (!settings || !preferences) return null;

  const rate = preferences.rateSpeech;
  const submit = (next: DisplaySettings) => void submitPanel(next, rate);
  const changeSelect = (patch: Partial<Select>) =>
    submit({ ...settings, select: { ...settings.select, ...patch } });
  const { sort, select } = settings;
  const changeRate = (next: number) => {
    setPendingRate(next);
    void submitPanel(settings, next).finally(() => setPendingRate(null));
  };

  return (
    <form
      className="settings-panel"
      aria-label="Sort and select"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Sort by"
        value={sort.sortBy}
        options={SORT_BY_OPTIONS}
        onChange={(sortBy) => submit({ ...settings, sort: { ...sort, sortBy } })}
      />
      <SelectField
        label="Order"
        value={sort.inOrder}
        options={ORDER_OPTIONS}
        onChange={(inOrder) => submit({ ...settings, sort: { ...sort, inOrder } })}
      />
      <SelectField
        label="Category"
        value={select.category}
        options={categoryOptions}
        onChange={(category) => changeSelect({ category })}
      />
      <SelectField
        label="Picture"
        value={select.picture}
        options={PRESENCE_OPTIONS}
        onChange={(picture) => changeSelect({ picture })}
      />
      <SelectField
        label="Sentence"
        value={select.sentence}
        options={PRESENCE_OPTIONS}
        onChange={(sentence) => changeSelect({ sentence })}
      />
      <SelectField
        label="Score"
        value={select.score}
        options={SCORE_OPTIONS}
        onChange={(score) => changeSelect({ score })}
      />
      <DateField
        label="Date from"
        value={select.date.from}
        onChange={(from) => changeSelect({ date: { ...select.date, from } })}
      />
      <DateField
        label="Date to"
        value={select.date.to}
        onChange={(to) => changeSelect({ date: { ...select.date, to } })}
      />
      <NumberField
        label="Range from"
        value={select.range.from}
        onChange={(from) => changeSelect({ range: { ...select.range, from } })}
      />
      <NumberField
        label="Range to"
        value={select.range.to}
        onChange={(to) => changeSelect({ range: { ...select.range, to } })}
      />
      <SearchField value={settings.search} onChange={(search) => submit({ ...settings, search })} />
      <TotalWords count={count} onRefresh={reloadSavedSettings} />
      <div className="panel-field">
        <span className="panel-field__label" aria-hidden="true">
          &nbsp;
        </span>
        <button type="button" className="button button--secondary panel-reset" onClick={resetSettings}>
          <ResetIcon size={18} />
          Reset
        </button>
      </div>
      <SelectField
        label="Speed of Speech"
        className="panel-field--wide"
        value={pendingRate ?? rate}
        options={SPEED_OPTIONS}
        onChange={changeRate}
      />
    </form>
  );
}
