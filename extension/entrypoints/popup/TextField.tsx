// A labelled input or text area with its error under it and an optional action beside the label.
import type { ReactNode } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  multiline?: boolean;
  action?: ReactNode;
  list?: string;
  placeholder?: string;
  onBlur?: () => void;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
}

export function TextField(props: TextFieldProps) {
  const { id, label, value, onChange, error, multiline, action, list, placeholder, onBlur, wide } = props;
  const described = error ? `${id}-error` : undefined;
  const common = {
    id,
    value,
    onBlur,
    placeholder,
    'aria-invalid': Boolean(error),
    'aria-describedby': described,
  };
  return (
    <div className={wide ? 'field wide' : 'field'}>
      <div className="field-head">
        <label htmlFor={id}>{label}</label>
        {action}
      </div>
      {multiline ? (
        <textarea {...common} rows={1} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" list={list} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={described} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
