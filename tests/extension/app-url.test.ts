// Which servers a build may reach: a local APP_URL on every port of both loopback names, any other
// APP_URL at its exact origin.
import { describe, expect, it } from 'vitest';
import { describePatterns, hostPatterns, originAllowed } from '../../extension/lib/app-url';

describe('hostPatterns', () => {
  it('grants a local server on every port of localhost and 127.0.0.1', () => {
    expect(hostPatterns('http://localhost:3000')).toEqual(['http://localhost/*', 'http://127.0.0.1/*']);
    expect(hostPatterns('http://127.0.0.1:41234')).toEqual(['http://localhost/*', 'http://127.0.0.1/*']);
  });

  it('grants a public server its exact origin only', () => {
    expect(hostPatterns('https://wordhoard.app')).toEqual(['https://wordhoard.app/*']);
    expect(hostPatterns('https://words.example.org:8443')).toEqual(['https://words.example.org:8443/*']);
  });
});

describe('originAllowed', () => {
  const local = hostPatterns('http://localhost:3000');
  const hosted = hostPatterns('https://words.example.org:8443');

  it('lets any port through a portless pattern, and only the named port through one with a port', () => {
    expect(originAllowed('http://127.0.0.1:52001', local)).toBe(true);
    expect(originAllowed('http://localhost', local)).toBe(true);
    expect(originAllowed('https://words.example.org:8443', hosted)).toBe(true);
    expect(originAllowed('https://words.example.org', hosted)).toBe(false);
  });

  it('refuses other hosts, other schemes and what is not an http(s) address', () => {
    expect(originAllowed('https://localhost:3000', local)).toBe(false);
    expect(originAllowed('http://localhost.evil.example', local)).toBe(false);
    expect(originAllowed('http://192.168.1.5:3000', local)).toBe(false);
    expect(originAllowed('ftp://localhost', local)).toBe(false);
    expect(originAllowed('not a url', local)).toBe(false);
  });
});

describe('describePatterns', () => {
  it('says which servers may be used, in words', () => {
    expect(describePatterns(hostPatterns('http://localhost:3000'))).toBe(
      'http://localhost (any port), http://127.0.0.1 (any port)',
    );
    expect(describePatterns(hostPatterns('https://wordhoard.app'))).toBe('https://wordhoard.app');
  });
});
