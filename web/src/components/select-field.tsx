// The app's one select field: a label over a native select (keyboard type-ahead finds a language
// among ~150 without a custom widget). Each form gives its own class names; the values may be
// numbers, which come back from the select as text and are handed back as the option's own value.
import { type ReactNode, useId } from 'react';

export interface SelectOption<T extends string | number = string> {
  value: T;
  label: string;
}

/** The class names of the field, its label and its select, as each form styles them. */
export interface SelectLook {
  field: string;
  label: string;
  input: string;
}

interface SelectFieldProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  look: SelectLook;
  /** Shown as the first, unselectable option while no value is chosen. */
  placeholder?: string;
  /** Marks the select invalid and names what describes it; `children` (the messages) follow it. */
  invalid?: boolean;
  describedBy?: string;
  children?: ReactNode;
}

export function SelectField<T extends string | number>(props: SelectFieldProps<T>) {
  const { label, value, options, onChange, look, placeholder } = props;
  const id = useId();
  return (
    <div className={look.field}>
      <label className={look.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={look.input}
        value={String(value)}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      {props.children}
    </div>
  );
}
