// The panel's controls: each one a label over its field, reporting every change at once (any
// change to the form submits it).
import { type FocusEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { SelectField as AppSelectField, type SelectOption } from '../../../components/select-field';

interface SelectProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  className?: string;
}

/** The app's select field in the panel's look. */
export function SelectField<T extends string | number>({ className, ...field }: SelectProps<T>) {
  const look = { field: `panel-field ${className ?? ''}`, label: 'panel-field__label', input: 'panel-input' };
  return <AppSelectField {...field} look={look} />;
}

/** SPEC §5: number inputs select their content on focus, so typing replaces the number. */
const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

interface NumberProps {
  label: string;
  value: number;
  min?: number;
  onChange: (value: number) => void;
}

/**
 * A whole number. While the learner types, the field keeps what they typed (even an empty field)
 * and reports only whole numbers; when it loses focus it shows the number in force again.
 */
export function NumberField({ label, value, min = 1, onChange }: NumberProps) {
  const [draft, setDraft] = useState(String(value));
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setDraft(String(value));
  }, [value, editing]);
  return (
    <PanelField label={label}>
      {(id) => (
        <input
          id={id}
          className="panel-input"
          type="number"
          inputMode="numeric"
          min={min}
          step={1}
          value={draft}
          onFocus={(event) => {
            setEditing(true);
            selectAll(event);
          }}
          onBlur={() => setEditing(false)}
          onChange={(event) => {
            setDraft(event.target.value);
            const number = Number(event.target.value);
            if (event.target.value !== '' && Number.isInteger(number)) onChange(number);
          }}
        />
      )}
    </PanelField>
  );
}

interface DateProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function DateField({ label, value, onChange }: DateProps) {
  return (
    <PanelField label={label}>
      {(id) => (
        <input
          id={id}
          className="panel-input"
          type="date"
          value={value.slice(0, 10)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </PanelField>
  );
}

/** The panel's frame of a field: its label over the input that `children` draws with the id. */
function PanelField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="panel-field">
      <label className="panel-field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
