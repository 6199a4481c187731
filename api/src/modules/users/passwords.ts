// Passwords are stored only as argon2id hashes. Cost: 19 MiB memory, 2 passes (OWASP's
// minimum for argon2id), which keeps a login round trip well under 150 ms on 2 cores.
const ARGON2 = { algorithm: 'argon2id', memoryCost: 19_456, timeCost: 2 } as const;

// Unambiguous characters only (no 0/O, 1/l/I): the learner types the mailed password by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generatePassword(length = 10): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 256 % 55 leaves a slight bias that does not matter at this length and lifetime (5 minutes).
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export const hashPassword = (password: string) => Bun.password.hash(password, ARGON2);

export const verifyPassword = (password: string, hash: string) => Bun.password.verify(password, hash);

/** Spent where no password is hashed, so the request takes as long as one that hashes one. */
export const burnHash = async () => {
  await hashPassword(generatePassword());
};

/** Spent on unknown e-mails so they take as long as known ones (no account enumeration by timing). */
let dummyHash: Promise<string> | undefined;
export const burnVerification = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
};
