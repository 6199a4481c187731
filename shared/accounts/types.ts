// The user claim carried in the token (SPEC §3, ARCHITECTURE §1).
export interface TokenUser {
  id: number;
  uuid: string;
  subscriptionId: string;
  role: number;
  deletingWords: number;
  name: string;
  email: string;
  /** Registration date, ISO; its first 10 characters start the date filter. */
  date: string;
}
