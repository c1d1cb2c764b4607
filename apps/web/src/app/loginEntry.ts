import { resolveStartupAddress } from './startup/resolveStartupAddress';

/** The paths the route table shows the login and invite pages at (matched without case). */
const LOGIN_PATH = /^\/login\/?$/i;
const INVITE_PATH = /^\/invite\/?$/i;

/**
 * Whether the app opens on the login page without the router (AppEntry.tsx): for a visitor
 * without a token, at any address but /invite/, unless the address carries a start-up action
 * (an activation, an invitation link, Google's return), which the router's start-up gate handles.
 * That is where the route table's guards would take such a visitor (RequireSession sends every
 * other address to /login/); loginEntry.test.ts checks the two agree.
 */
export function opensOnLoginPage(
  address: { pathname: string; search: string },
  signedIn: boolean,
): boolean {
  if (signedIn || INVITE_PATH.test(address.pathname)) return false;
  return resolveStartupAddress(address.search).kind === 'none';
}

/**
 * Settles the address the app opened with (main.tsx): true when the login page shows without
 * the router, at /login/ (another address is replaced by it, as the guard's redirect would).
 */
export function openOnLoginPage(signedIn: boolean): boolean {
  const loginFirst = opensOnLoginPage(window.location, signedIn);
  if (loginFirst && !LOGIN_PATH.test(window.location.pathname)) {
    window.history.replaceState(null, '', '/login/');
  }
  return loginFirst;
}
