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

/** Argon2id's cost: what every stored hash pays, and what a request that checks none burns. */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

export const PASSWORD_COST: PasswordCost = { memoryCost: ARGON2.memoryCost, timeCost: ARGON2.timeCost };

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /** Spent where no password is hashed, so the request takes as long as one that hashes one. */
  burnHash(): Promise<void>;
  /** Spent on unknown e-mails so they take as long as known ones (no account enumeration by timing). */
  burnVerification(password: string): Promise<void>;
}

/**
 * The server's hashing, at PASSWORD_COST. The cost is not configuration: only code that builds the
 * app's dependencies itself (the API tests, which sign up thousands of learners) may pass a lower
 * one; a stored hash names its own cost, so verifying never depends on this setting.
 */
export function createPasswords(cost: PasswordCost = PASSWORD_COST): Passwords {
  const options = { algorithm: ARGON2.algorithm, ...cost };
  const hash = (password: string) => Bun.password.hash(password, options);
  const verify = (password: string, stored: string) => Bun.password.verify(password, stored);
  let dummyHash: Promise<string> | undefined;
  return {
    hash,
    verify,
    async burnHash() {
      await hash(generatePassword());
    },
    async burnVerification(password) {
      dummyHash ??= hash('not-a-real-password');
      await verify(password, await dummyHash);
    },
  };
}
