// The profile form of the edit modal: name and an optional new password, checked with the shared
// rules. A new password also needs the current one (the server then ends every other session).
// Saving with nothing changed sends nothing. After a save the token is replaced, so the navbar and
// every screen show the new name.
import { type FormEvent, useState } from 'react';
import { PASSWORD_LABEL, PROFILE_PASSWORD_HINT } from '../../../../../shared/accounts/notices';
import {
  type ProfileForm as Profile,
  profileHasChanges,
  validateProfileForm,
} from '../../../../../shared/accounts/rules';
import {
  CURRENT_PASSWORD_HINT,
  CURRENT_PASSWORD_LABEL,
  validateCurrentPassword,
} from '../../../../../shared/accounts/sessions';
import { handleApiError } from '../../../lib/api-client';
import { renewToken } from '../../../lib/session-start';
import { notifySuccess } from '../../../lib/toasts';
import { updateProfile } from '../account-api';
import { FormField } from '../form-field';
import { useFormErrors } from '../use-form-errors';
import { useSingleFlight } from '../use-single-flight';

interface ProfileFormProps {
  currentName: string;
  onCancel: () => void;
  /** `passwordChanged`: the server ended the learner's other sessions. */
  onSaved: (passwordChanged: boolean) => void;
}

type Field = 'name' | 'password' | 'currentPassword';

export function ProfileForm({ currentName, onCancel, onSaved }: ProfileFormProps) {
  const [name, setName] = useState(currentName);
  const [password, setPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const { formRef, errors, accept, clearError } = useFormErrors<Field>();
  const { busy, run } = useSingleFlight();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form: Profile = { name, password: password || undefined };
    if (!profileHasChanges(currentName, form)) return;
    const missingCurrent = validateCurrentPassword({ password, currentPassword });
    const found = {
      ...validateProfileForm(form),
      ...(missingCurrent ? { currentPassword: missingCurrent } : {}),
    };
    if (!accept(found)) return;
    void run(async () => {
      try {
        const body = password ? { ...form, currentPassword } : form;
        const answer = await updateProfile({ ...body, name: name.trim() });
        void notifySuccess(answer.message);
        onSaved(Boolean(password));
        await renewToken();
      } catch (error) {
        handleApiError(error);
      }
    });
  };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
      <FormField
        label="Name"
        name="name"
        autoComplete="name"
        value={name}
        onValueChange={(value) => {
          setName(value);
          clearError('name');
        }}
        error={errors.name}
      />
      <FormField
        label={PASSWORD_LABEL}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          clearError('password');
        }}
        hint={PROFILE_PASSWORD_HINT}
        error={errors.password}
      />
      <FormField
        label={CURRENT_PASSWORD_LABEL}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={currentPassword}
        onValueChange={(value) => {
          setCurrentPassword(value);
          clearError('currentPassword');
        }}
        hint={CURRENT_PASSWORD_HINT}
        error={errors.currentPassword}
      />
      <div className="auth-form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" aria-busy={busy}>
          Save
        </button>
      </div>
    </form>
  );
}
