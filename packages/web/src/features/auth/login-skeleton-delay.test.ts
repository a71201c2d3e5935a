import { afterEach, describe, expect, it } from 'vitest';
import { loginSkeletonDelay, resetLoginSkeletonDelay } from './login-skeleton-delay';
import { LOGIN_SKELETON_MS } from './timing';

describe('loginSkeletonDelay', () => {
  afterEach(() => {
    delete document.documentElement.dataset.shellPath;
    resetLoginSkeletonDelay();
  });

  it('counts the first 1000 ms from the page load when the document opened on /login', () => {
    document.documentElement.dataset.shellPath = '/login';
    expect(loginSkeletonDelay(400)).toBe(LOGIN_SKELETON_MS - 400);
  });

  it('shows no more skeleton when the app ran after the first 1000 ms', () => {
    document.documentElement.dataset.shellPath = '/login';
    expect(loginSkeletonDelay(2_500)).toBe(0);
  });

  it('gives a later visit in the same document the full 1000 ms', () => {
    document.documentElement.dataset.shellPath = '/login';
    loginSkeletonDelay(400);
    expect(loginSkeletonDelay(60_000)).toBe(LOGIN_SKELETON_MS);
  });

  it('gives the full 1000 ms when the document opened on another page', () => {
    document.documentElement.dataset.shellPath = '/';
    expect(loginSkeletonDelay(60_000)).toBe(LOGIN_SKELETON_MS);
  });
});
