// The validation messages of one form. A failed submit moves focus to the first invalid field,
// so keyboard and screen-reader users land on the message; typing in a field clears its message.
import { useEffect, useRef, useState } from 'react';
import { type FormErrors, hasErrors } from '../../../../shared/accounts/rules';

export function useFormErrors<Field extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  // Counts failed submits: focus moves after a submit, never while the learner types.
  const [failedSubmits, setFailedSubmits] = useState(0);

  useEffect(() => {
    if (failedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  /** Shows the messages of a check; answers whether the form may be sent. */
  const accept = (found: FormErrors<Field>): boolean => {
    setErrors(found);
    if (!hasErrors(found)) return true;
    setFailedSubmits((count) => count + 1);
    return false;
  };

  const clearError = (field: Field) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });

  return { formRef, errors, accept, clearError };
}
