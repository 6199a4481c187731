// The one check of a token's user claim (SPEC §3), for the web app and the extension alike: both
// decode the token only to show who is signed in (the server checks every call), and both must
// refuse the same damaged or foreign claims.
import { number, object, type Shape, string } from '../shape';
import type { TokenUser } from './types';

/** Every field of the claim the server signs; a claim lacking one is not a Wordhoard user. */
export const isTokenUser: Shape<TokenUser> = object({
  id: number,
  uuid: string,
  subscriptionId: string,
  role: number,
  deletingWords: number,
  name: string,
  email: string,
  date: string,
});
