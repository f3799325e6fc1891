// The operator console at /admin: moderate forum posts, publish and remove news, read the audit log.
// Plain DOM, not a widget. Operators are signed in by Cloudflare Access (locally, the development
// sign-in): the credential is Access's HttpOnly cookie, which this script never sees or stores; no
// token in storage or a URL. It shows only what the signed-in role may do. User text is set as text.
// The parts: session.ts (signed in or not), moderation.ts (posts and articles), audit.ts, publish.ts.
import { ApiFailure, call, messageOf } from './api';
import { loadAudit } from './audit';
import { byId } from './dom';
import { lists, load } from './moderation';
// Wires the publish form (its module's listeners).
import './publish';
import { consoleBox, showSignIn, signIn, signOut, who } from './session';

/**
 * What /api/admin/session says: signed out (and where to sign in), or who is signed in and what
 * the console may offer them. It answers 200 either way, so a signed-out visit logs no refusal.
 */
type Session =
  | { signedIn: false; signIn: string }
  | {
      signedIn: true;
      email: string;
      role: string;
      can: { moderateForum: boolean; editNews: boolean; exportAudit: boolean };
      signOut: string;
    };

const exportAudit = byId<HTMLAnchorElement>('export-audit');

let signOutUrl = '/cdn-cgi/access/logout';
signOut.addEventListener('click', async () => {
  if (signOutUrl.startsWith('/cdn-cgi/')) {
    location.assign(signOutUrl);
    return;
  }
  await call('POST', signOutUrl).catch(() => undefined);
  showSignIn('You have signed out.');
});

async function start(): Promise<void> {
  let session: Session;
  try {
    session = (await (await call('GET', '/api/admin/session')).json()) as Session;
  } catch (error) {
    showSignIn(
      error instanceof ApiFailure ? error.message : `The console could not reach the API: ${messageOf(error)}`,
    );
    return;
  }
  if (!session.signedIn) {
    showSignIn('', session.signIn);
    return;
  }
  signOutUrl = session.signOut;
  who.textContent = `Signed in as ${session.email} (${session.role})`;
  signOut.hidden = false;
  signIn.hidden = true;
  consoleBox.hidden = false;
  byId<HTMLElement>('publish-section').hidden = !session.can.editNews;
  lists.post.section.hidden = !session.can.moderateForum;
  lists.article.section.hidden = !session.can.editNews;
  exportAudit.hidden = !session.can.exportAudit;
  if (session.can.moderateForum) void load('post');
  if (session.can.editNews) void load('article');
  void loadAudit();
}

void start();
