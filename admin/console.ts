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

/** What /api/admin/me says of the signed-in operator. */
interface Me {
  email: string;
  role: string;
  can: { moderateForum: boolean; editNews: boolean; exportAudit: boolean };
  signOut: string;
}

const exportAudit = byId<HTMLAnchorElement>('export-audit');

let signOutUrl = '/cdn-cgi/access/logout';
signOut.addEventListener('click', async () => {
  if (signOutUrl.startsWith('/cdn-cgi/')) {
    location.assign(signOutUrl);
    return;
  }
  await call('POST', signOutUrl).catch(() => undefined);
  showSignIn('Signed out.');
});

async function start(): Promise<void> {
  let me: Me;
  try {
    me = (await (await call('GET', '/api/admin/me')).json()) as Me;
  } catch (error) {
    showSignIn(
      error instanceof ApiFailure ? error.message : `The console could not reach the API: ${messageOf(error)}`,
    );
    return;
  }
  signOutUrl = me.signOut;
  who.textContent = `Signed in as ${me.email} (${me.role})`;
  signOut.hidden = false;
  signIn.hidden = true;
  consoleBox.hidden = false;
  byId<HTMLElement>('publish-section').hidden = !me.can.editNews;
  lists.post.section.hidden = !me.can.moderateForum;
  lists.article.section.hidden = !me.can.editNews;
  exportAudit.hidden = !me.can.exportAudit;
  if (me.can.moderateForum) void load('post');
  if (me.can.editNews) void load('article');
  void loadAudit();
}

void start();
