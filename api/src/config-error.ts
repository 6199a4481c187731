// The one error a malformed environment raises at start-up: it names the variable and what is wrong
// with it. Apart from config.ts so that the modules config.ts reads from can raise it too.
export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid environment variable ${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}
