// The footer of the words area's dialog forms: a button that leaves and the submit button, which
// says "Saving…" while the form is being saved.
interface FormFooterProps {
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  onCancel(): void;
}

export function FormFooter({ cancelLabel, submitLabel, busy, onCancel }: FormFooterProps) {
  return (
    <div className="word-form__footer">
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className="button button--primary" aria-busy={busy || undefined}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </div>
  );
}
