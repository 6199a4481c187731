export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one mail or throws; callers undo what the mail was for when it throws. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Throws when a mail could not be sent right now (SMTP server unreachable, outbox not
   * writable). Lets a request that sends nothing answer as if it had sent a mail, failure included.
   */
  ready(): Promise<void>;
}
