import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_PAGE_START_MS, focusPageStart } from './return-focus';

/** Replaces the page inside <main id="main">, as a route or a Suspense fallback giving way does. */
function showPage(heading: string): HTMLElement {
  const main = document.getElementById('main');
  if (!main) throw new Error('no main');
  main.replaceChildren();
  const h1 = document.createElement('h1');
  h1.textContent = heading;
  main.append(h1);
  return h1;
}

/** Lets the MutationObserver's callback run. */
const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focusPageStart', () => {
  beforeEach(() => {
    document.body.innerHTML = '<button type="button">elsewhere</button><main id="main"></main>';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('focuses the main heading, and the next page’s heading when the page is replaced after it', async () => {
    const skeletonHeading = showPage('Welcome Back');
    focusPageStart();
    expect(document.activeElement).toBe(skeletonHeading);

    const formHeading = showPage('Welcome Back');
    await mutationsDelivered();
    expect(document.activeElement).toBe(formHeading);
  });

  it('leaves alone what the user focused meanwhile', async () => {
    showPage('Welcome Back');
    focusPageStart();
    const elsewhere = document.querySelector('button');
    elsewhere?.focus();

    showPage('Welcome Back');
    await mutationsDelivered();
    expect(document.activeElement).toBe(elsewhere);
  });

  it('stops following the page after a while, and after a click', async () => {
    showPage('Home');
    focusPageStart();
    document.dispatchEvent(new Event('pointerdown'));
    showPage('Later');
    await mutationsDelivered();
    expect(document.activeElement).not.toBe(document.querySelector('h1'));

    vi.useFakeTimers();
    showPage('Home');
    focusPageStart();
    vi.advanceTimersByTime(FOLLOW_PAGE_START_MS + 1);
    vi.useRealTimers();
    showPage('Much later');
    await mutationsDelivered();
    expect(document.activeElement).not.toBe(document.querySelector('h1'));
  });
});
