// A labelled input with its validation message right under it. The message is tied to the input
// (aria-describedby, aria-invalid), so a screen reader reads it when the field gets focus.
import { type InputHTMLAttributes, type Ref, useId } from 'react';
import './auth-forms.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  /** A note under the field, read with it. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function FormField({ label, value, onValueChange, error, hint, inputRef, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="form-field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
