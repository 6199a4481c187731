// Deleting the account from the profile screen: a modal that says what goes and asks for the
// password. A wrong password is shown under the field; once deleted, the learner is signed out
// here and lands on the home page.
import { FetchError } from 'ofetch';
import { type FormEvent, useState } from 'react';
import {
  DELETE_ACCOUNT_PASSWORD_LABEL,
  DELETE_ACCOUNT_TITLE,
  DELETE_ACCOUNT_WARNING,
} from '../../../../../shared/accounts/deletion';
import { validatePassword } from '../../../../../shared/accounts/rules';
import { Modal } from '../../../components/modal';
import { apiErrorText, handleApiError } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/routing';
import { notifySuccess } from '../../../lib/toasts';
import { deleteAccount } from '../account-api';
import { FormField } from '../form-field';
import { forgetSession } from '../session-actions';
import { useFormErrors } from '../use-form-errors';
import { useSingleFlight } from '../use-single-flight';

export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const { formRef, errors, accept, clearError } = useFormErrors<'password'>();
  const { busy, run } = useSingleFlight();
  const navigate = useNavigate();

  const close = () => {
    setOpen(false);
    setPassword('');
    accept({});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validatePassword(password);
    if (!accept(problem ? { password: problem } : {})) return;
    void run(async () => {
      try {
        const answer = await deleteAccount({ password });
        setOpen(false);
        // Home first: once the token is gone this screen is replaced by the connection screen.
        navigate('/home');
        forgetSession();
        void notifySuccess(answer.message);
      } catch (error) {
        // A wrong password belongs under the field; anything else is a notice.
        if (error instanceof FetchError && error.status === 422) accept({ password: apiErrorText(error) });
        else handleApiError(error);
      }
    });
  };

  return (
    <section className="profile-section profile-section--danger" aria-labelledby="delete-title">
      <h2 id="delete-title" className="profile-section__title">
        {DELETE_ACCOUNT_TITLE}
      </h2>
      <p className="profile-section__note">{DELETE_ACCOUNT_WARNING}</p>
      <button type="button" className="button profile-danger" onClick={() => setOpen(true)}>
        Delete my account
      </button>
      <Modal title={DELETE_ACCOUNT_TITLE} open={open} onClose={close}>
        <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
          <p className="auth-form__intro">{DELETE_ACCOUNT_WARNING}</p>
          <FormField
            label={DELETE_ACCOUNT_PASSWORD_LABEL}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onValueChange={(value) => {
              setPassword(value);
              clearError('password');
            }}
            error={errors.password}
          />
          <div className="auth-form__actions">
            <button type="button" className="button button--secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="button profile-danger" aria-busy={busy}>
              Delete for good
            </button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
