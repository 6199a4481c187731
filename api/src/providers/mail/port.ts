export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one mail or throws; callers undo what the mail was for when it throws. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
