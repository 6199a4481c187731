// One labelled text field of the word form, with its helper buttons beside the label and its
// messages under it. The messages sit in a live region so a screen reader hears them as they
// change, and the input points at them with aria-describedby.
import { type ReactNode, type Ref, useId } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The shared rules' messages for this field, concatenated. */
  error?: string;
  /** A helper's failure (translation, sentence generation). */
  notice?: string;
  /** A quiet remark, such as which translator filled the field. */
  note?: string;
  multiline?: boolean;
  /** Buttons shown at the end of the label row. */
  actions?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
}

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  notice,
  note,
  multiline = false,
  actions,
  inputRef,
  placeholder,
}: TextFieldProps) {
  const id = useId();
  const messagesId = `${id}-messages`;
  const common = {
    id,
    value,
    placeholder,
    className: 'word-field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': messagesId,
    onBlur,
  };
  return (
    <div className="word-field">
      <div className="word-field__head">
        <label className="word-field__label" htmlFor={id}>
          {label}
        </label>
        {actions && <div className="word-field__actions">{actions}</div>}
      </div>
      {multiline ? (
        <textarea {...common} rows={2} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          ref={inputRef}
          type="text"
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldMessages id={messagesId} error={error} notice={notice} note={note} />
    </div>
  );
}

interface FieldMessagesProps {
  id: string;
  error?: string;
  notice?: string;
  note?: string;
}

export function FieldMessages({ id, error, notice, note }: FieldMessagesProps) {
  return (
    <div id={id} className="word-field__messages" aria-live="polite">
      {error && <p className="word-field__error">{error}</p>}
      {notice && <p className="word-field__error">{notice}</p>}
      {note && <p className="word-field__note">{note}</p>}
    </div>
  );
}

interface AssistButtonProps {
  label: string;
  /** The accessible name: what the button does, in full. */
  description: string;
  icon: ReactNode;
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}

/**
 * A small helper button (translate, generate). While its call runs it says so with aria-busy but
 * stays focusable: disabling it would drop a keyboard user's focus to the page.
 */
export function AssistButton({ label, description, icon, busy, disabled, onClick }: AssistButtonProps) {
  return (
    <button
      type="button"
      className="assist-button"
      aria-label={description}
      title={description}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {busy ? <span className="assist-button__spinner" aria-hidden="true" /> : icon}
      <span aria-hidden="true">{label}</span>
    </button>
  );
}
