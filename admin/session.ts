// Who is signed in, as the page shows it: the sign-in card, the signed-in header, the status line.
import { ApiFailure } from './api';
import { byId } from './dom';

/** The sign-in card, shown while signed out. */
export const signIn = byId<HTMLElement>('sign-in');
const signInText = byId<HTMLParagraphElement>('sign-in-text');
const status = byId<HTMLParagraphElement>('status');
/** The signed-in part of the page, hidden while signed out. */
export const consoleBox = byId<HTMLDivElement>('console');
/** Who is signed in. */
export const who = byId<HTMLParagraphElement>('who');
/** The Sign out button. */
export const signOut = byId<HTMLButtonElement>('sign-out');

/** Says `message` in the console's status line (a live region). */
export function say(message: string): void {
  status.textContent = message;
}

/**
 * Where "Sign in" goes. Deployed, /admin itself: Cloudflare Access stands in front of it and asks
 * for the operator's account. On this machine (npm start), the development sign-in, which the
 * Worker answers only on a loopback host.
 */
const SIGN_IN_URL = ['127.0.0.1', 'localhost', '[::1]'].includes(location.hostname) ? '/admin/sign-in' : '/admin';

/** Shows the sign-in card with `message`, and hides the console. */
export function showSignIn(message: string): void {
  byId<HTMLAnchorElement>('sign-in-link').href = SIGN_IN_URL;
  consoleBox.hidden = true;
  signOut.hidden = true;
  who.textContent = '';
  signIn.hidden = false;
  signInText.textContent = message;
}

/** Back to the sign-in card when the API says the sign-in is gone (expired, signed out elsewhere). */
export function handleAuthFailure(error: unknown): boolean {
  if (!(error instanceof ApiFailure) || (error.status !== 401 && error.status !== 503)) return false;
  showSignIn(error.message);
  return true;
}
