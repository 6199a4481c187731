// The navigation bar of SPEC §2.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appStore, pendingUserAtom } from '../../../web/src/lib/session';
import { makeToken, renderApp, sampleUser } from '../render-app';

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const navLink = (name: string) => nav().queryByRole('link', { name });

describe('without a token', () => {
  it('shows Home and the guest link to /auth, but neither My Words nor Payment', () => {
    renderApp('/home');
    expect(navLink('Home')?.getAttribute('href')).toBe('/home');
    expect(navLink('guest')?.getAttribute('href')).toBe('/auth');
    expect(navLink('My Words')).toBeNull();
    expect(navLink('Payment')).toBeNull();
  });

  it('clears the pending user when the guest link is clicked', async () => {
    const user = userEvent.setup();
    appStore.set(pendingUserAtom, { email: 'new@example.com', role: -1 });
    renderApp('/home');
    await user.click(navLink('guest') as HTMLElement);
    expect(appStore.get(pendingUserAtom)).toBeNull();
    // The first visit to /auth in this file loads the route's code (lazy): findBy waits as long
    // as tests/web/setup.ts allows any screen to appear.
    expect(await screen.findByRole('heading', { name: 'Connection' })).toBeTruthy();
  });
});

describe('with a token', () => {
  it('adds My Words to /words/list and Payment, and names the user', () => {
    renderApp('/home', { token: makeToken() });
    expect(navLink('Home')?.getAttribute('href')).toBe('/home');
    expect(navLink('My Words')?.getAttribute('href')).toBe('/words/list');
    expect(navLink('Payment')?.getAttribute('href')).toBe('/payment');
    expect(navLink('Ada')?.getAttribute('href')).toBe('/auth');
  });

  it('shows only the first 12 characters of a long name', () => {
    renderApp('/home', { token: makeToken({ ...sampleUser, name: 'Maximilian Alexander' }) });
    expect(navLink('Maximilian A')).toBeTruthy();
    expect(nav().queryByText('Maximilian Alexander')).toBeNull();
  });

  it('says guest when the token carries no usable user', () => {
    renderApp('/home', { token: 'not-a-jwt' });
    expect(navLink('guest')).toBeTruthy();
    expect(navLink('My Words')).toBeTruthy();
  });

  it('keeps the pending user when the user link is clicked', async () => {
    const user = userEvent.setup();
    renderApp('/home', { token: makeToken() });
    appStore.set(pendingUserAtom, { email: 'ada@example.com', role: -2 });
    await user.click(navLink('Ada') as HTMLElement);
    expect(appStore.get(pendingUserAtom)).toEqual({ email: 'ada@example.com', role: -2 });
  });

  it.each(['/words/list', '/words/media-player', '/words/test'])('highlights My Words on %s', (path) => {
    renderApp(path, { token: makeToken() });
    const myWords = navLink('My Words');
    expect(myWords?.getAttribute('aria-current')).toBe('page');
    expect(myWords?.classList.contains('active')).toBe(true);
    expect(navLink('Home')?.getAttribute('aria-current')).toBeNull();
  });

  it('does not highlight My Words on the not-found page of an unknown display mode', () => {
    renderApp('/words/flashcards', { token: makeToken() });
    expect(screen.getByText('Page Not Found')).toBeTruthy();
    const myWords = navLink('My Words');
    expect(myWords?.getAttribute('aria-current')).toBeNull();
    expect(myWords?.classList.contains('active')).toBe(false);
  });

  it('does not highlight My Words elsewhere', () => {
    renderApp('/home', { token: makeToken() });
    expect(navLink('My Words')?.getAttribute('aria-current')).toBeNull();
    expect(navLink('Home')?.getAttribute('aria-current')).toBe('page');
  });
});
