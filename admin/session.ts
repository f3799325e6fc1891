// Who is signed in, as the page shows it: the sign-in card, the signed-in header, the status line.
import { ApiFailure } from './api';
import { byId } from './dom';

/** The sign-in card, shown while signed out. */
export const signIn = byId<HTMLElement>('sign-in');
const signInNote = byId<HTMLParagraphElement>('sign-in-note');
const signInLink = byId<HTMLAnchorElement>('sign-in-link');
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
 * Shows the sign-in card, and hides the console. `note` says why, when there is more to say than
 * the card's own words (signed out, the sign-in expired); `signInUrl` is where Sign in goes, as
 * /api/admin/session named it (the development sign-in on this machine; deployed, /admin, which
 * Cloudflare Access stands in front of and asks for the operator's account).
 */
export function showSignIn(note = '', signInUrl?: string): void {
  if (signInUrl) signInLink.href = signInUrl;
  consoleBox.hidden = true;
  signOut.hidden = true;
  who.textContent = '';
  signIn.hidden = false;
  signInNote.textContent = note;
}

/** Back to the sign-in card when the API says the sign-in is gone (expired, signed out elsewhere). */
export function handleAuthFailure(error: unknown): boolean {
  if (!(error instanceof ApiFailure) || (error.status !== 401 && error.status !== 503)) return false;
  // The API's own words for a missing sign-in name its header and cookie: a script's business, not an operator's.
  showSignIn(error.code === 'unauthorized' ? 'You are signed out: sign in again to go on.' : error.message);
  return true;
}
