// A labelled native select: keyboard type-ahead finds a language among ~150 without a custom widget.
import { useId } from 'react';
import { FieldMessages } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** Shown as the first, unselectable option while no value is chosen. */
  placeholder?: string;
  error?: string;
}

export function SelectField({ label, value, options, onChange, placeholder, error }: SelectFieldProps) {
  const id = useId();
  const messagesId = `${id}-messages`;
  return (
    <div className="word-field">
      <label className="word-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="word-field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={messagesId}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={messagesId} error={error} />
    </div>
  );
}
