// The greeting after signing in, apart from the other account rules (rules.ts, which re-exports
// it): the extension's popup greets on its first screen, and importing rules.ts there brought the
// e-mail checks and punycode with it, which only the lazily loaded sign-in form needs.

export const welcomeMessage = (name: string): string => `Welcome ${name}!`;
