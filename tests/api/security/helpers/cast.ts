// The people of the authorisation suite: one learner in each role 0–5, made the way a learner
// gets there (MANAGER_EMAILS, the clock, the test-mode subscribe and cancel calls), a victim whose
// data must never show up in anyone else's answer, and the broken credentials an attacker holds.
import { SignJWT, UnsecuredJWT } from 'jose';
import sharp from 'sharp';
import type { Word } from '../../../../shared/words/types';
import type { TestApp } from '../../helpers/test-app';
import { activate, currentClaim, logIn, startSubscription } from '../../payments/helpers';
import { claimOf, DAY, signUp } from '../../users/helpers';
import { addWord } from '../../words/helpers';

export const MANAGER_EMAIL = 'boss@example.com';

export const ROLE_LABELS = ['role 0', 'role 1', 'role 2', 'role 3', 'role 4', 'role 5'] as const;
export type BadCredential = (typeof BAD_CREDENTIAL_LABELS)[number];
export const BAD_CREDENTIAL_LABELS = [
  'no token',
  'malformed token',
  'not a bearer',
  'expired token (8 days)',
  'token signed with another secret',
  'alg none token',
  'token of a deleted user',
] as const;

export interface Member {
  label: string;
  email: string;
  password: string;
  token: string;
  id: number;
  uuid: string;
  role: number;
  /** A word of their own with a picture and audio; roles 2 and 5 saved it before their access ended. */
  word: Word;
}

export interface Victim extends Member {
  words: Word[];
  /** Step 1 done, never activated: only the victim may activate it. */
  subscriptionId: string;
}

export interface Cast {
  roles: Member[];
  victim: Victim;
  /** A learner used for the public login call: never the victim, whose token would name them. */
  prober: { email: string; password: string };
  /** The Authorization header each broken credential sends, or null for none. */
  badCredentials: Record<BadCredential, string | null>;
}

/** Grey noise, so the picture does not compress below the 1 KB minimum. */
export async function notePicture(seed: number): Promise<Blob> {
  const noise = { type: 'gaussian', mean: 100 + seed, sigma: 30 } as const;
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080', noise } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

async function memberFrom(t: TestApp, label: string, email: string, password: string, word: Word) {
  const token = await logIn(t, email, password);
  const claim = await currentClaim(t, token);
  return { label, email, password, token, id: claim.id, uuid: claim.uuid, role: claim.role, word };
}

async function subscribe(t: TestApp, token: string) {
  const res = await activate(t, token, await startSubscription(t, token));
  if (res.status !== 201) throw new Error(`activation answered ${res.status}`);
}

async function cancel(t: TestApp, token: string) {
  const res = await t.request('POST', '/api/cancel-subscription', { token });
  if (res.status !== 204) throw new Error(`cancel answered ${res.status}`);
}

let seed = 0;
/** A word with its own sentence, so its audio ids are its own too (ids are content hashes). */
const wordOf = async (t: TestApp, token: string, word: string) =>
  addWord(t, token, { word, sentence: `A sentence about ${word}.`, myImage: await notePicture(seed++) });

/** Forged tokens name the victim: if one were accepted, the leak checks would catch it. */
async function forgedTokens(t: TestApp, victim: Member) {
  const now = Math.floor(t.clock.now() / 1000);
  const payload = { user: { ...claimOf(victim.token) }, ver: 0 };
  const otherSecret = await new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(victim.uuid)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode('another-secret-another-secret-another'));
  const algNone = new UnsecuredJWT(payload)
    .setSubject(victim.uuid)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .encode();
  return { otherSecret, algNone };
}

/**
 * Builds the cast on a fresh app (MANAGER_EMAILS must name MANAGER_EMAIL). Moves the clock 62 days:
 * roles 2 and 5 are reached by time, and one token is left 8 days old (expired).
 */
export async function buildCast(t: TestApp): Promise<Cast> {
  const start = (email: string) => signUp(t, email);
  const trialOver = await start('trial-over@example.com');
  const trialOverWord = await wordOf(t, trialOver.token, 'kept-by-trial-over');
  const lapsed = await start('lapsed@example.com');
  const lapsedWord = await wordOf(t, lapsed.token, 'kept-by-lapsed');
  await subscribe(t, lapsed.token);
  await cancel(t, lapsed.token);

  t.clock.advance(54 * DAY);
  const expiring = await start('expiring@example.com');
  t.clock.advance(8 * DAY);

  const made = [] as Member[];
  for (const [label, email] of [
    ['role 0', MANAGER_EMAIL],
    ['role 1', 'trial@example.com'],
    ['role 3', 'active@example.com'],
    ['role 4', 'cancelled@example.com'],
  ] as const) {
    const { token, password } = await start(email);
    if (label === 'role 3' || label === 'role 4') await subscribe(t, token);
    if (label === 'role 4') await cancel(t, token);
    made.push(await memberFrom(t, label, email, password, await wordOf(t, token, `own-${label}`)));
  }
  made.push(await memberFrom(t, 'role 2', 'trial-over@example.com', trialOver.password, trialOverWord));
  made.push(await memberFrom(t, 'role 5', 'lapsed@example.com', lapsed.password, lapsedWord));
  const roles = made.sort((a, b) => a.role - b.role);

  const victimEmail = 'victim-person@example.com';
  const victimSignUp = await start(victimEmail);
  const words = [
    await wordOf(t, victimSignUp.token, 'zebrafinch-secret'),
    await wordOf(t, victimSignUp.token, 'quokka-private'),
  ];
  const victimMember = await memberFrom(t, 'victim', victimEmail, victimSignUp.password, words[0] as Word);
  const victim = { ...victimMember, words, subscriptionId: await startSubscription(t, victimMember.token) };

  const doomed = await start('doomed@example.com');
  await t.client.execute({ sql: 'DELETE FROM users WHERE email = ?', args: ['doomed@example.com'] });
  const prober = { email: 'prober@example.com', password: (await start('prober@example.com')).password };
  const forged = await forgedTokens(t, victim);

  return {
    roles,
    victim,
    prober,
    badCredentials: {
      'no token': null,
      'malformed token': 'Bearer not.a-real.token',
      'not a bearer': `Basic ${btoa(`${victimEmail}:${victimSignUp.password}`)}`,
      'expired token (8 days)': `Bearer ${expiring.token}`,
      'token signed with another secret': `Bearer ${forged.otherSecret}`,
      'alg none token': `Bearer ${forged.algNone}`,
      'token of a deleted user': `Bearer ${doomed.token}`,
    },
  };
}

/** Everything that identifies the victim or their data: none of it may reach another caller. */
export function victimSecrets(victim: Victim): string[] {
  const ids = victim.words.flatMap((w) => [w.uuid, w.word, w.picture, w.speechWord, w.speechSentence]);
  return [victim.email, victim.uuid, victim.subscriptionId, ...ids].filter((s) => s !== '');
}
