// The operator console at /admin: moderate forum posts, publish and remove news, read the audit log.
// Plain DOM, not a widget. Operators are signed in by Cloudflare Access (locally, the development
// sign-in): the credential is Access's HttpOnly cookie, which this script never sees or stores; no
// token in storage or a URL. It shows only what the signed-in role may do. User text is set as text.
import type { AuditEntry, ForumPost, NewsArticle, Removal } from '../contract/schemas';
import { NEWS_CATEGORIES, REMOVAL_REASONS } from '../contract/limits';

/** Posts or articles per page of the console's lists. */
const PAGE_SIZE = 50;
/** Audit entries per page (the export has them all). */
const AUDIT_PAGE_SIZE = 20;
/** The fields of the publish form, as the API names them. */
const ARTICLE_FIELDS = ['source', 'title', 'category', 'isOfficial'] as const;
const OTHER_REASON = 'other';

type Kind = 'post' | 'article';
type Item = (ForumPost | NewsArticle) & { removal?: Removal };
interface Me {
  email: string;
  role: string;
  can: { moderateForum: boolean; editNews: boolean; exportAudit: boolean };
  signOut: string;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const signIn = byId<HTMLElement>('sign-in');
const signInText = byId<HTMLParagraphElement>('sign-in-text');
const who = byId<HTMLParagraphElement>('who');
const signOut = byId<HTMLButtonElement>('sign-out');
const consoleBox = byId<HTMLDivElement>('console');
const status = byId<HTMLParagraphElement>('status');
const publishForm = byId<HTMLFormElement>('publish');
const publishError = byId<HTMLParagraphElement>('publish-error');
const publishButton = byId<HTMLButtonElement>('publish-button');
const category = byId<HTMLSelectElement>('category');
const confirmDialog = byId<HTMLDialogElement>('confirm');
const confirmTitle = byId<HTMLHeadingElement>('confirm-title');
const confirmText = byId<HTMLParagraphElement>('confirm-text');
const reasonSelect = byId<HTMLSelectElement>('reason');
const reasonText = byId<HTMLInputElement>('reason-text');
const reasonError = byId<HTMLParagraphElement>('reason-error');
const auditList = byId<HTMLUListElement>('audit');
const auditHeading = byId<HTMLHeadingElement>('audit-title');
const auditCount = byId<HTMLParagraphElement>('audit-count');
const auditPrevious = byId<HTMLButtonElement>('audit-previous');
const auditNext = byId<HTMLButtonElement>('audit-next');
const auditAction = byId<HTMLSelectElement>('audit-action');
const auditTargetId = byId<HTMLInputElement>('audit-target-id');
const auditTargetIdError = byId<HTMLParagraphElement>('audit-target-id-error');
const exportAudit = byId<HTMLAnchorElement>('export-audit');

const lists = {
  post: {
    section: byId<HTMLElement>('posts-section'),
    list: byId<HTMLUListElement>('posts'),
    count: byId<HTMLParagraphElement>('posts-count'),
    heading: byId<HTMLHeadingElement>('posts-title'),
    state: byId<HTMLSelectElement>('posts-state'),
    previous: byId<HTMLButtonElement>('posts-previous'),
    next: byId<HTMLButtonElement>('posts-next'),
    path: '/api/admin/posts',
    noun: 'post',
    remove: (id: number) => `/api/forum/posts/${id}`,
    offset: 0,
    total: 0,
    loads: 0,
  },
  article: {
    section: byId<HTMLElement>('articles-section'),
    list: byId<HTMLUListElement>('articles'),
    count: byId<HTMLParagraphElement>('articles-count'),
    heading: byId<HTMLHeadingElement>('articles-title'),
    state: byId<HTMLSelectElement>('articles-state'),
    previous: byId<HTMLButtonElement>('articles-previous'),
    next: byId<HTMLButtonElement>('articles-next'),
    path: '/api/admin/articles',
    noun: 'article',
    remove: (id: number) => `/api/news/${id}`,
    offset: 0,
    total: 0,
    loads: 0,
  },
};

/** An error answer of the API, as `{ error: { code, message } }` gives it. */
class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Calls the API with the Access cookie (same origin only); a non-2xx answer throws an ApiFailure. */
async function call(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
    // The page's no-referrer policy would make a browser send "Origin: null" on POST and DELETE;
    // operator calls need the real origin (they refuse any other).
    referrerPolicy: 'same-origin',
  });
  if (res.ok) return res;
  const answer = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  throw new ApiFailure(res.status, answer?.error?.code ?? 'error', answer?.error?.message ?? `${res.status}`);
}

function say(message: string): void {
  status.textContent = message;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Back to the sign-in card when the API says the sign-in is gone (expired, signed out elsewhere). */
function handleAuthFailure(error: unknown): boolean {
  if (!(error instanceof ApiFailure) || (error.status !== 401 && error.status !== 503)) return false;
  showSignIn(error.message);
  return true;
}

/**
 * Where "Sign in" goes. Deployed, /admin itself: Cloudflare Access stands in front of it and asks
 * for the operator's account. On this machine (npm start), the development sign-in, which the
 * Worker answers only on a loopback host.
 */
const SIGN_IN_URL = ['127.0.0.1', 'localhost', '[::1]'].includes(location.hostname) ? '/admin/sign-in' : '/admin';

function showSignIn(message: string): void {
  byId<HTMLAnchorElement>('sign-in-link').href = SIGN_IN_URL;
  consoleBox.hidden = true;
  signOut.hidden = true;
  who.textContent = '';
  signIn.hidden = false;
  signInText.textContent = message;
}

/** A date as "2026-11-23 14:05 UTC", or the text as sent when it is no date. */
function when(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function text(tag: string, className: string, content: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = content;
  return el;
}

function button(label: string, className: string, ariaLabel: string, onClick: () => void): HTMLButtonElement {
  const b = text('button', className, label) as HTMLButtonElement;
  b.type = 'button';
  b.setAttribute('aria-label', ariaLabel);
  b.addEventListener('click', onClick);
  return b;
}

function meta(kind: Kind, item: Item): string {
  if (kind === 'post') {
    const p = item as ForumPost;
    return `#${p.id} · ${p.author || 'anonymous'} · ${when(p.createdAt)} · ${p.likes} likes`;
  }
  const a = item as NewsArticle;
  return `#${a.id} · ${a.source} · ${a.category}${a.isOfficial ? ' · Official' : ''} · ${when(a.createdAt)}`;
}

function row(kind: Kind, item: Item): HTMLLIElement {
  const li = document.createElement('li');
  li.dataset.id = String(item.id);
  li.append(text('h3', 'title', item.title), text('p', 'meta', meta(kind, item)));
  if (kind === 'post') li.append(text('p', 'text', (item as ForumPost).content));
  const noun = lists[kind].noun;
  if (item.removal) {
    const { removedBy, reason, removedAt } = item.removal;
    li.append(text('p', 'meta removal', `Removed by ${removedBy} on ${when(removedAt)}: ${reason}`));
    li.append(button('Restore', 'outline', `Restore ${noun} “${item.title}”`, () => void restore(kind, item)));
  } else {
    li.append(button('Remove', 'danger', `Remove ${noun} “${item.title}”`, () => void remove(kind, item)));
  }
  return li;
}

/**
 * Enables a pager's buttons as the page allows. A button that had focus and is now disabled hands
 * it to the other one (or to `fallback`): a disabled button cannot hold focus, and the keyboard
 * user would be left at the top of the page.
 */
function setPager(
  previous: HTMLButtonElement,
  next: HTMLButtonElement,
  hasPrevious: boolean,
  hasNext: boolean,
  fallback: HTMLElement,
): void {
  const focused = document.activeElement;
  previous.disabled = !hasPrevious;
  next.disabled = !hasNext;
  if (focused === previous && !hasPrevious) (hasNext ? next : fallback).focus();
  if (focused === next && !hasNext) (hasPrevious ? previous : fallback).focus();
}

/** Puts `items` in place; a focused button moves to its item's new button, or to the heading. */
function replaceItems(kind: Kind, items: HTMLLIElement[]): void {
  const { list, heading } = lists[kind];
  const focused = document.activeElement;
  const focusedId = focused && list.contains(focused) ? focused.closest('li')?.dataset.id : undefined;
  list.replaceChildren(...items);
  if (focusedId !== undefined)
    (items.find((li) => li.dataset.id === focusedId)?.querySelector('button') ?? heading).focus();
}

async function load(kind: Kind): Promise<void> {
  const l = lists[kind];
  // Only the latest request draws: pages asked for in quick succession may answer out of order.
  const loadNumber = ++l.loads;
  const query = new URLSearchParams({ state: l.state.value, offset: String(l.offset), limit: String(PAGE_SIZE) });
  if (kind === 'post') {
    const q = byId<HTMLInputElement>('posts-q').value.trim();
    const author = byId<HTMLInputElement>('posts-author').value.trim();
    if (q) query.set('q', q);
    if (author) query.set('author', author);
  }
  try {
    const { items, total } = (await (await call('GET', `${l.path}?${query}`)).json()) as {
      items: Item[];
      total: number;
    };
    if (loadNumber !== l.loads) return;
    l.total = total;
    replaceItems(
      kind,
      items.map((item) => row(kind, item)),
    );
    const removed = l.state.value === 'removed' ? 'removed ' : '';
    l.count.textContent =
      total === 0
        ? `No ${removed}${l.noun}s.`
        : `${l.offset + 1}–${l.offset + items.length} of ${total} ${removed}${l.noun}s`;
    setPager(l.previous, l.next, l.offset > 0, l.offset + items.length < total, l.heading);
  } catch (error) {
    if (loadNumber !== l.loads) return;
    if (!handleAuthFailure(error)) l.count.textContent = `Could not load the ${l.noun}s: ${messageOf(error)}`;
  }
}

byId<HTMLFormElement>('posts-search').addEventListener('submit', (event) => {
  event.preventDefault();
  lists.post.offset = 0;
  void load('post');
});
for (const kind of ['post', 'article'] as const) {
  const l = lists[kind];
  l.previous.addEventListener('click', () => {
    l.offset = Math.max(0, l.offset - PAGE_SIZE);
    void load(kind);
  });
  l.next.addEventListener('click', () => {
    l.offset += PAGE_SIZE;
    void load(kind);
  });
}
lists.article.state.addEventListener('change', () => {
  lists.article.offset = 0;
  void load('article');
});

// ---- removing and restoring -------------------------------------------------------------------

for (const reason of [...REMOVAL_REASONS, OTHER_REASON]) {
  const option = document.createElement('option');
  option.value = reason;
  option.textContent = reason === OTHER_REASON ? 'Other (say why below)' : reason;
  reasonSelect.append(option);
}

/** Asks before removing, with a reason; resolves the reason, or null when the operator cancelled. */
function askReason(kind: Kind, title: string): Promise<string | null> {
  confirmTitle.textContent = `Remove this ${lists[kind].noun}?`;
  confirmText.textContent = `“${title}” leaves the public list at once. It can be restored for 30 days.`;
  reasonSelect.value = REMOVAL_REASONS[0];
  reasonText.value = '';
  reasonError.textContent = '';
  confirmDialog.returnValue = '';
  confirmDialog.showModal();
  return new Promise((resolve) => {
    const onClose = () => {
      if (confirmDialog.returnValue !== 'remove') return resolve(null);
      const reason = reasonSelect.value === OTHER_REASON ? reasonText.value.trim() : reasonSelect.value;
      if (reason) return resolve(reason);
      // "Other" needs words: ask again.
      reasonError.textContent = 'Say why in your own words.';
      confirmDialog.returnValue = '';
      confirmDialog.showModal();
      reasonText.focus();
      confirmDialog.addEventListener('close', onClose, { once: true });
    };
    confirmDialog.addEventListener('close', onClose, { once: true });
  });
}

/**
 * The item's row as the list shows it now: a search or page that answered while the dialog was
 * open has drawn new rows, and the one the operator started from is gone.
 */
const rowOf = (kind: Kind, item: Item): HTMLLIElement | undefined =>
  [...lists[kind].list.children].find((li): li is HTMLLIElement => (li as HTMLElement).dataset.id === String(item.id));

/** Focus goes back to the item's button, or to the list's heading when the item is no longer shown. */
const refocus = (kind: Kind, item: Item) => (rowOf(kind, item)?.querySelector('button') ?? lists[kind].heading).focus();

async function remove(kind: Kind, item: Item): Promise<void> {
  const reason = await askReason(kind, item.title);
  if (reason === null) {
    refocus(kind, item);
    return;
  }
  try {
    await call('DELETE', lists[kind].remove(item.id), { reason });
  } catch (error) {
    if (!handleAuthFailure(error)) say(`Could not remove “${item.title}”: ${messageOf(error)}`);
    if (!consoleBox.hidden) refocus(kind, item);
    return;
  }
  moveFocusFrom(kind, item);
  say(`Removed the ${lists[kind].noun} “${item.title}” (${reason}). Restore it from the removed ${lists[kind].noun}s.`);
  void load(kind);
  void loadAudit();
}

async function restore(kind: Kind, item: Item): Promise<void> {
  try {
    await call('POST', `${lists[kind].remove(item.id)}/restore`);
  } catch (error) {
    if (!handleAuthFailure(error)) say(`Could not restore “${item.title}”: ${messageOf(error)}`);
    return;
  }
  moveFocusFrom(kind, item);
  say(`Restored the ${lists[kind].noun} “${item.title}”.`);
  void load(kind);
  void loadAudit();
}

/** Focus moves to what now stands in the item's place: the next item's button, or the heading. */
function moveFocusFrom(kind: Kind, item: Item): void {
  const li = rowOf(kind, item);
  const next = (li?.nextElementSibling ?? li?.previousElementSibling)?.querySelector('button');
  li?.remove();
  (next ?? lists[kind].heading).focus();
}

// ---- the audit log -----------------------------------------------------------------------------

const ACTION_WORDS: Record<AuditEntry['action'], string> = {
  'post.remove': 'removed post',
  'post.restore': 'restored post',
  'post.import': 'imported posts',
  'article.publish': 'published article',
  'article.remove': 'removed article',
  'article.restore': 'restored article',
};

for (const [action, words] of Object.entries(ACTION_WORDS)) {
  const option = document.createElement('option');
  option.value = action;
  option.textContent = words;
  auditAction.append(option);
}

/** The filters of the audit view as last applied (paging keeps them; the form applies new ones). */
let auditFilters = new URLSearchParams();
/** The `before` cursor of each page shown so far: the last is the page on screen (none: the newest). */
let auditPages: Array<number | undefined> = [undefined];
/** The cursor of the page after the one on screen, null on the last page. */
let auditNextPage: number | null = null;
let auditLoads = 0;

/** The filters in the form as the API takes them, or null (with the field marked) when one is not valid. */
function readAuditFilters(): URLSearchParams | null {
  const filters = new URLSearchParams();
  const email = byId<HTMLInputElement>('audit-email').value.trim();
  const targetKind = byId<HTMLSelectElement>('audit-target-kind').value;
  const targetId = auditTargetId.value.trim();
  if (email) filters.set('email', email);
  if (auditAction.value) filters.set('action', auditAction.value);
  if (targetKind) filters.set('targetKind', targetKind);
  auditTargetIdError.textContent = '';
  auditTargetId.removeAttribute('aria-invalid');
  if (targetId) {
    if (!/^[1-9]\d{0,15}$/.test(targetId)) {
      auditTargetIdError.textContent = 'A target id is a whole number, like 42.';
      auditTargetId.setAttribute('aria-invalid', 'true');
      return null;
    }
    filters.set('targetId', targetId);
  }
  return filters;
}

function auditRow(e: AuditEntry): HTMLLIElement {
  const li = document.createElement('li');
  li.dataset.id = String(e.id);
  const target = e.target.id === null ? '' : ` #${e.target.id}`;
  li.append(
    text('p', 'title', `${e.email} (${e.role}) ${ACTION_WORDS[e.action] ?? e.action}${target}`),
    text('p', 'meta', `${when(e.at)}${e.reason ? ` · ${e.reason}` : ''} · request ${e.requestId}`),
  );
  return li;
}

/** Shows the page of the audit log whose cursor is last in auditPages, with the applied filters. */
async function loadAudit(): Promise<void> {
  const loadNumber = ++auditLoads;
  const query = new URLSearchParams(auditFilters);
  query.set('limit', String(AUDIT_PAGE_SIZE));
  const before = auditPages[auditPages.length - 1];
  if (before !== undefined) query.set('before', String(before));
  try {
    const { entries, next } = (await (await call('GET', `/api/admin/audit?${query}`)).json()) as {
      entries: AuditEntry[];
      next: number | null;
    };
    if (loadNumber !== auditLoads) return;
    auditList.replaceChildren(...entries.map(auditRow));
    const first = (auditPages.length - 1) * AUDIT_PAGE_SIZE + 1;
    const filtered = [...auditFilters.keys()].length > 0;
    auditCount.textContent =
      entries.length === 0
        ? filtered
          ? 'No entries match.'
          : 'No entries yet.'
        : `Entries ${first}–${first + entries.length - 1}, newest first${filtered ? ', filtered' : ''}`;
    auditNextPage = next;
    setPager(auditPrevious, auditNext, auditPages.length > 1, next !== null, auditHeading);
  } catch (error) {
    if (loadNumber !== auditLoads || handleAuthFailure(error)) return;
    auditList.replaceChildren();
    auditCount.textContent = `Could not load the audit log: ${messageOf(error)}`;
    auditNextPage = null;
    setPager(auditPrevious, auditNext, auditPages.length > 1, false, auditHeading);
  }
}

byId<HTMLFormElement>('audit-filter').addEventListener('submit', (event) => {
  event.preventDefault();
  const filters = readAuditFilters();
  if (!filters) {
    auditTargetId.focus();
    return;
  }
  auditFilters = filters;
  auditPages = [undefined];
  void loadAudit();
});
byId<HTMLButtonElement>('refresh-audit').addEventListener('click', () => {
  auditPages = [undefined];
  void loadAudit();
});
auditPrevious.addEventListener('click', () => {
  if (auditPages.length > 1) auditPages.pop();
  void loadAudit();
});
auditNext.addEventListener('click', () => {
  if (auditNextPage === null) return;
  auditPages.push(auditNextPage);
  // Until that page answers there is no next cursor: a second click must not push this one again.
  auditNextPage = null;
  void loadAudit();
});

// ---- publishing --------------------------------------------------------------------------------

for (const name of NEWS_CATEGORIES) {
  const option = document.createElement('option');
  option.value = name;
  option.textContent = name;
  category.append(option);
}

function fieldOf(name: (typeof ARTICLE_FIELDS)[number]): HTMLInputElement | HTMLSelectElement {
  return byId(name === 'isOfficial' ? 'official' : name);
}

function errorOf(name: (typeof ARTICLE_FIELDS)[number]): HTMLParagraphElement {
  return byId(`${name === 'isOfficial' ? 'official' : name}-error`);
}

function clearFieldErrors(): void {
  publishError.textContent = '';
  for (const name of ARTICLE_FIELDS) {
    errorOf(name).textContent = '';
    fieldOf(name).removeAttribute('aria-invalid');
  }
}

/**
 * Puts the API's validation message beside the fields it names: the message reads
 * "source: source must not be blank; title: …" (contract/schemas.ts describeIssues). Anything it
 * cannot place goes under the form. Returns the first field flagged.
 */
function showFieldErrors(message: string): HTMLElement | undefined {
  let first: HTMLElement | undefined;
  const unplaced: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^(\w+): (.*)$/.exec(part);
    const name = ARTICLE_FIELDS.find((f) => f === match?.[1]);
    if (!match || !name) {
      unplaced.push(part);
      continue;
    }
    const error = errorOf(name);
    error.textContent = error.textContent ? `${error.textContent} ${match[2]}` : match[2]!;
    const field = fieldOf(name);
    field.setAttribute('aria-invalid', 'true');
    first ??= field;
  }
  publishError.textContent = unplaced.join(' ');
  return first;
}

let publishing = false;
publishForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (publishing) return;
  publishing = true;
  publishButton.setAttribute('aria-disabled', 'true');
  publishButton.textContent = 'Publishing…';
  clearFieldErrors();
  const body = {
    source: (fieldOf('source') as HTMLInputElement).value,
    title: (fieldOf('title') as HTMLInputElement).value,
    category: category.value,
    isOfficial: (fieldOf('isOfficial') as HTMLInputElement).checked,
  };
  try {
    const article = (await (await call('POST', '/api/news', body)).json()) as NewsArticle;
    (fieldOf('source') as HTMLInputElement).value = '';
    (fieldOf('title') as HTMLInputElement).value = '';
    say(`Published “${article.title}”. The news widget shows it at its next refresh (every 60 s).`);
    void load('article');
    void loadAudit();
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400) {
      (showFieldErrors(error.message) ?? publishButton).focus();
    } else if (!handleAuthFailure(error)) {
      publishError.textContent = `Could not publish: ${messageOf(error)}`;
    }
  } finally {
    publishing = false;
    publishButton.removeAttribute('aria-disabled');
    publishButton.textContent = 'Publish';
  }
});

// ---- start -------------------------------------------------------------------------------------

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
