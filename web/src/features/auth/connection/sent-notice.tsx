// What a step that mailed a password shows: the message, and a Login button to go and use it.
// Focus moves to the message, so a screen reader reads it and Tab reaches the button next.
import { useEffect, useRef } from 'react';
import { MailIcon } from '../../../components/icons';

export function SentNotice({ message, onLogin }: { message: string; onLogin: () => void }) {
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => noticeRef.current?.focus(), []);
  return (
    <div className="sent-notice">
      <div ref={noticeRef} className="sent-notice__message" role="status" tabIndex={-1}>
        <MailIcon size={28} />
        <p>{message}</p>
      </div>
      <button type="button" className="button button--primary auth-form__submit" onClick={onLogin}>
        Login
      </button>
    </div>
  );
}
