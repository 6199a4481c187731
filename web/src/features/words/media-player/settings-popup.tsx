// The player's settings popup (SPEC §2, §5): repeat (1–999) and sleep timer (0–999 minutes), and
// Reset. A field keeps what is typed; a value in range is applied at once, anything else is
// normalised when the field is left or the form submitted (repeat falls back to 1, sleep to 1).
import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { ENCOUNTER_TEXTS } from '../../../../../shared/words/encounters';
import {
  REPEAT_DEFAULT,
  REPEAT_MAX,
  REPEAT_MIN,
  SLEEP_DEFAULT,
  SLEEP_MAX,
  SLEEP_MIN,
} from '../../../../../shared/words/study';
import { GearIcon } from '../study/study-icons';
import type { PlayerSettingsControl } from './use-player-settings';

interface NumberFieldProps {
  label: string;
  hint: string;
  min: number;
  max: number;
  draft: string;
  setDraft(text: string): void;
  /** Saves the value and returns what was kept. */
  commit(text: string): number;
}

function NumberField({ label, hint, min, max, draft, setDraft, commit }: NumberFieldProps) {
  const id = useId();
  const apply = (text: string) => setDraft(String(commit(text)));
  return (
    <div className="player-settings__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft}
        aria-describedby={`${id}-hint`}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setDraft(text);
          const number = Number(text);
          if (text.trim() !== '' && Number.isInteger(number) && number >= min && number <= max) commit(text);
        }}
        onBlur={(event) => apply(event.currentTarget.value)}
      />
      <small id={`${id}-hint`}>{hint}</small>
    </div>
  );
}

function SettingsForm({ control, onDone }: { control: PlayerSettingsControl; onDone(): void }) {
  const [repeat, setRepeat] = useState(String(control.settings.repeat));
  const [sleep, setSleep] = useState(String(control.settings.sleep));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRepeat(String(control.setRepeat(repeat)));
    setSleep(String(control.setSleep(sleep)));
    onDone();
  };
  const reset = () => {
    control.reset();
    setRepeat(String(REPEAT_DEFAULT));
    setSleep(String(SLEEP_DEFAULT));
  };
  return (
    <form className="player-settings" onSubmit={submit}>
      <NumberField
        label="Repeat"
        hint={`Times the word plays again after its sentence (${REPEAT_MIN}–${REPEAT_MAX}).`}
        min={REPEAT_MIN}
        max={REPEAT_MAX}
        draft={repeat}
        setDraft={setRepeat}
        commit={control.setRepeat}
      />
      <NumberField
        label="Sleep timer (minutes)"
        hint={`Pauses playback after this many minutes; ${SLEEP_MIN} is off (up to ${SLEEP_MAX}).`}
        min={SLEEP_MIN}
        max={SLEEP_MAX}
        draft={sleep}
        setDraft={setSleep}
        commit={control.setSleep}
      />
      <label className="checkbox-field player-settings__check">
        <input
          type="checkbox"
          checked={control.settings.encounters}
          onChange={(event) => control.setEncounters(event.currentTarget.checked)}
        />
        {ENCOUNTER_TEXTS.playSetting}
      </label>
      <div className="player-settings__actions">
        <button type="button" className="button button--secondary" onClick={reset}>
          Reset
        </button>
        <button type="submit" className="button button--primary">
          Done
        </button>
      </div>
    </form>
  );
}

export function SettingsPopup({ control }: { control: PlayerSettingsControl }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    whileElementsMounted: autoUpdate,
    middleware: [offset(10), flip(), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);

  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        className="study-icon-button study-icon-button--plain"
        aria-label="Player settings"
        title="Player settings"
        {...getReferenceProps()}
      >
        <GearIcon />
      </button>
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <div
              ref={refs.setFloating}
              className="study-popover"
              style={floatingStyles}
              role="dialog"
              aria-labelledby={titleId}
              {...getFloatingProps()}
            >
              <p className="study-popover__title" id={titleId}>
                Player settings
              </p>
              <SettingsForm control={control} onDone={() => setOpen(false)} />
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
