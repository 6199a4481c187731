// The word dialogs' select: the app's select field in the dialogs' look, with its error below it.
import { useId } from 'react';
import { SelectField as AppSelectField, type SelectOption } from '../../../components/select-field';
import { FieldMessages } from './text-field';

const DIALOG_LOOK = { field: 'word-field', label: 'word-field__label', input: 'word-field__input' };

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** Shown as the first, unselectable option while no value is chosen. */
  placeholder?: string;
  error?: string;
}

export function SelectField({ error, ...field }: SelectFieldProps) {
  const messagesId = `${useId()}-messages`;
  return (
    <AppSelectField {...field} look={DIALOG_LOOK} invalid={Boolean(error)} describedBy={messagesId}>
      <FieldMessages id={messagesId} error={error} />
    </AppSelectField>
  );
}
