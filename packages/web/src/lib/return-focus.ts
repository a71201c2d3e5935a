import { useMemo } from 'react';

/**
 * Where focus goes back to when an overlay (drawer, dialog) closes, per open overlay content element:
 * what had focus when it opened, then — in case that element is gone by then — the overlay it sat in
 * and what opened that one. A dialog opened from a button inside the menu thus returns to the menu's
 * trigger once the menu has closed, and a confirm dialog inside a drawer returns into the drawer.
 */
const returnTargets = new WeakMap<Element, HTMLElement[]>();

/**
 * Counts the sessions that ended while the app was open. An overlay opened under an earlier session
 * gives focus to the page's start when it closes (the login page by then), not back to a control
 * that merely survived the sign-out, such as the phone bar's Select Person.
 */
let sessionEpoch = 0;
const openedInEpoch = new WeakMap<Element, number>();

/** Called as the app forgets a session, before it re-renders and the overlays close. */
export function sessionEndedForFocus(): void {
  sessionEpoch += 1;
}

const OPEN_OVERLAY = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

function chainFor(opener: Element | null): HTMLElement[] {
  if (!(opener instanceof HTMLElement) || opener === document.body) return [];
  const host = opener.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  return host ? [opener, host, ...(returnTargets.get(host) ?? [])] : [opener];
}

function focusable(element: HTMLElement, closing: Element): boolean {
  if (!element.isConnected || closing.contains(element)) return false;
  if (element.closest('[inert], [aria-hidden="true"]')) return false;
  return !(element as HTMLButtonElement).disabled && element.getClientRects().length > 0;
}

/** How long the page start keeps focus while the page under it is still being replaced. */
export const FOLLOW_PAGE_START_MS = 5000;

let stopFollowing: (() => void) | null = null;

function focusCurrentPageStart(): void {
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * Focus in the page when nothing that opened the overlay is left: its main heading, else the main region.
 * The page may still be on its way when the overlay closes (after a sign-out the login route's code
 * arrives, its skeleton gives way to the form), and each swap removes the element that had focus, which
 * drops focus on <body>. So for a few seconds, whenever focus has fallen to <body> as the page changes,
 * the new page start takes it; anything the user focuses meanwhile is left alone, and a click ends it.
 */
export function focusPageStart(): void {
  stopFollowing?.();
  focusCurrentPageStart();
  const observer = new MutationObserver(() => {
    if (document.activeElement === null || document.activeElement === document.body) focusCurrentPageStart();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('pointerdown', stop, true);
    if (stopFollowing === stop) stopFollowing = null;
  };
  const timer = setTimeout(stop, FOLLOW_PAGE_START_MS);
  document.addEventListener('pointerdown', stop, true);
  stopFollowing = stop;
}

/**
 * Handlers for a Radix Dialog/AlertDialog content (vaul's Drawer.Content too): remember what had focus
 * when it opened and give focus back there when it closes. Radix alone returns focus only to a
 * Dialog.Trigger, and our overlays are opened from plain buttons in several places.
 */
function returnFocusHandlers() {
  return {
    onOpenAutoFocus: (event: Event) => {
      if (!(event.target instanceof Element)) return;
      returnTargets.set(event.target, chainFor(document.activeElement));
      openedInEpoch.set(event.target, sessionEpoch);
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const closing = event.target;
      if (!(closing instanceof Element)) return;
      // Another overlay took over (the menu closing as the dialog it opened appears): leave focus there.
      const active = document.activeElement;
      if (active && !closing.contains(active) && active.closest(OPEN_OVERLAY)) return;
      const sameSession = openedInEpoch.get(closing) === sessionEpoch;
      const targets = sameSession ? (returnTargets.get(closing) ?? []) : [];
      const target = targets.find((element) => focusable(element, closing));
      returnTargets.delete(closing);
      openedInEpoch.delete(closing);
      if (target) target.focus();
      else focusPageStart();
    },
  };
}

/** returnFocusHandlers, stable across renders. */
export function useReturnFocus() {
  return useMemo(returnFocusHandlers, []);
}
