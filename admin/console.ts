// The operator console at /admin: publish and delete news articles, delete forum posts. Plain DOM,
// not a widget. The admin token lives in sessionStorage only (this tab, gone when it closes) and
// travels in the Authorization header, never in a URL or a cookie. User text is set as text.
import type { ForumPost, NewsArticle } from '../contract/schemas';
import { ownWritesMs } from '../contract/kv';
import { NEWS_CATEGORIES } from '../contract/limits';

/** Where the token is kept for this tab. */
const TOKEN_KEY = 'orebit:admin-token';
/** How many of the newest posts and articles are listed. */
const LIST_MAX = 20;
/** The fields of the publish form, as the API names them. */
const ARTICLE_FIELDS = ['source', 'title', 'category', 'isOfficial'] as const;
/**
 * KV serves a list from a location's copy for a while after a write (KV_STALE_MS): what this tab
 * deleted or published is applied over the lists it reads for that long, and half a minute more
 * for a list read just before then, as the forum does with its poll.
 */
const OWN_WRITES_MS = ownWritesMs(30_000);

type Post = Pick<ForumPost, 'id' | 'title' | 'content' | 'createdAt' | 'author'>;
type Article = NewsArticle;

type Kind = 'post' | 'article';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const signIn = byId<HTMLElement>('sign-in');
const tokenForm = byId<HTMLFormElement>('token-form');
const tokenInput = byId<HTMLInputElement>('token');
const tokenError = byId<HTMLParagraphElement>('token-error');
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

const lists = {
  post: {
    list: byId<HTMLUListElement>('posts'),
    state: byId<HTMLParagraphElement>('posts-state'),
    heading: byId<HTMLHeadingElement>('posts-title'),
    path: '/api/forum/posts',
    noun: 'post',
  },
  article: {
    list: byId<HTMLUListElement>('articles'),
    state: byId<HTMLParagraphElement>('articles-state'),
    heading: byId<HTMLHeadingElement>('articles-title'),
    path: '/api/news',
    noun: 'article',
  },
} as const;

/** Ids this tab deleted, and articles it published, with when: laid over the lists (OWN_WRITES_MS). */
const deleted = { post: new Map<number, number>(), article: new Map<number, number>() };
const published = new Map<number, { article: Article; at: number }>();

// ---- the token -------------------------------------------------------------------------------

function storedToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function storeToken(token: string | null): void {
  try {
    if (token === null) sessionStorage.removeItem(TOKEN_KEY);
    else sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage refused (a privacy mode): the console cannot keep the token for the tab.
  }
}

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

/** Calls the API as the operator; a non-2xx answer throws an ApiFailure. */
async function adminCall(method: string, path: string, body?: unknown, token = storedToken()): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token ?? ''}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (res.ok) return res;
  const answer = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  throw new ApiFailure(
    res.status,
    answer?.error?.code ?? 'error',
    answer?.error?.message ?? `${res.status}: ${res.statusText}`,
  );
}

function show(signedIn: boolean): void {
  signIn.hidden = signedIn;
  consoleBox.hidden = !signedIn;
  signOut.hidden = !signedIn;
}

/** Back to the token form, saying why. */
function askForToken(message = ''): void {
  storeToken(null);
  show(false);
  tokenError.textContent = message;
  tokenInput.setAttribute('aria-invalid', String(message !== ''));
  tokenInput.value = '';
  tokenInput.focus();
}

/** Handles a failure every admin call can meet: a refused token or too many tries. */
function handleAuthFailure(error: unknown): boolean {
  if (!(error instanceof ApiFailure)) return false;
  if (error.status === 401) {
    askForToken('The API refused this token. Paste the current admin token.');
    return true;
  }
  if (error.status === 429) {
    say(error.message);
    return true;
  }
  return false;
}

tokenForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const token = tokenInput.value.trim();
  if (!token) {
    tokenError.textContent = 'Paste the admin token first.';
    tokenInput.setAttribute('aria-invalid', 'true');
    tokenInput.focus();
    return;
  }
  try {
    await adminCall('GET', '/api/admin/token', undefined, token);
  } catch (error) {
    tokenError.textContent =
      error instanceof ApiFailure && error.status !== 401
        ? error.message
        : 'The API refused this token. Check it and try again.';
    tokenInput.setAttribute('aria-invalid', 'true');
    tokenInput.focus();
    return;
  }
  storeToken(token);
  tokenInput.value = '';
  tokenError.textContent = '';
  tokenInput.removeAttribute('aria-invalid');
  open();
  byId<HTMLInputElement>('source').focus();
});

signOut.addEventListener('click', () => askForToken());

// ---- lists -----------------------------------------------------------------------------------

function say(message: string): void {
  status.textContent = message;
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

function item(kind: Kind, id: number, title: string, meta: string, body?: string): HTMLLIElement {
  const li = document.createElement('li');
  li.dataset.id = String(id);
  li.append(text('h3', 'title', title), text('p', 'meta', meta));
  if (body) li.append(text('p', 'text', body));
  const button = text('button', 'danger', 'Delete') as HTMLButtonElement;
  button.type = 'button';
  button.setAttribute('aria-label', `Delete ${lists[kind].noun} “${title}”`);
  button.addEventListener('click', () => void remove(kind, id, title, li));
  li.append(button);
  return li;
}

function recent<T>(map: Map<T, number>): Set<T> {
  const now = Date.now();
  for (const [key, at] of map) if (now - at >= OWN_WRITES_MS) map.delete(key);
  return new Set(map.keys());
}

/**
 * Puts `items` in place of kind's list. A reload must not drop the operator's focus: a focused
 * Delete button moves to its item's new button, or to the list's heading when the item is gone.
 */
function replaceItems(kind: Kind, items: HTMLLIElement[]): void {
  const { list, heading } = lists[kind];
  const focused = document.activeElement;
  const focusedId = focused && list.contains(focused) ? focused.closest('li')?.dataset.id : undefined;
  list.replaceChildren(...items);
  if (focusedId !== undefined)
    (items.find((li) => li.dataset.id === focusedId)?.querySelector('button') ?? heading).focus();
}

async function readList(kind: Kind): Promise<unknown[]> {
  const res = await fetch(lists[kind].path, { credentials: 'same-origin', cache: 'no-store' });
  if (!res.ok) throw new Error(`${res.status}`);
  const data: unknown = await res.json();
  return Array.isArray(data) ? data : [];
}

async function loadPosts(): Promise<void> {
  const { state } = lists.post;
  try {
    const gone = recent(deleted.post);
    const posts = ((await readList('post')) as Post[]).filter((p) => !gone.has(p.id)).slice(0, LIST_MAX);
    replaceItems(
      'post',
      posts.map((p) =>
        item('post', p.id, p.title, `#${p.id} · ${p.author || 'anonymous'} · ${when(p.createdAt)}`, p.content),
      ),
    );
    state.textContent = posts.length === 0 ? 'No posts.' : '';
  } catch {
    state.textContent = 'Could not load the posts. Refresh to try again.';
  }
}

async function loadArticles(): Promise<void> {
  const { state } = lists.article;
  try {
    const gone = recent(deleted.article);
    const listed = (await readList('article')) as Article[];
    const now = Date.now();
    const mine = [...published.values()]
      .filter((p) => now - p.at < OWN_WRITES_MS && !listed.some((a) => a.id === p.article.id))
      .map((p) => p.article)
      .reverse();
    const articles = [...mine, ...listed].filter((a) => !gone.has(a.id)).slice(0, LIST_MAX);
    replaceItems(
      'article',
      articles.map((a) =>
        item(
          'article',
          a.id,
          a.title,
          `#${a.id} · ${a.source} · ${a.category}${a.isOfficial ? ' · Official' : ''} · ${when(a.createdAt)}`,
        ),
      ),
    );
    state.textContent = articles.length === 0 ? 'No articles.' : '';
  } catch {
    state.textContent = 'Could not load the articles. Refresh to try again.';
  }
}

byId<HTMLButtonElement>('refresh-posts').addEventListener('click', () => void loadPosts());
byId<HTMLButtonElement>('refresh-articles').addEventListener('click', () => void loadArticles());

/** Asks before deleting; resolves true when the operator chose Delete. */
function confirmDelete(kind: Kind, title: string): Promise<boolean> {
  confirmTitle.textContent = `Delete this ${lists[kind].noun}?`;
  confirmText.textContent = `“${title}” will be removed for every reader. This cannot be undone.`;
  confirmDialog.returnValue = '';
  confirmDialog.showModal();
  return new Promise((resolve) =>
    confirmDialog.addEventListener('close', () => resolve(confirmDialog.returnValue === 'delete'), { once: true }),
  );
}

async function remove(kind: Kind, id: number, title: string, li: HTMLLIElement): Promise<void> {
  const button = li.querySelector('button')!;
  if (!(await confirmDelete(kind, title))) {
    button.focus();
    return;
  }
  button.setAttribute('aria-disabled', 'true');
  try {
    await adminCall('DELETE', kind === 'post' ? `/api/forum/posts/${id}` : `/api/news/${id}`);
  } catch (error) {
    button.removeAttribute('aria-disabled');
    // Gone already (another operator): drop it from the list all the same.
    if (!(error instanceof ApiFailure && error.status === 404)) {
      if (!handleAuthFailure(error))
        say(`Could not delete “${title}”: ${error instanceof Error ? error.message : String(error)}`);
      if (!consoleBox.hidden) button.focus();
      return;
    }
  }
  deleted[kind].set(id, Date.now());
  if (kind === 'article') published.delete(id);
  // Focus moves to what now stands in its place: the next item's button, or the list's heading.
  const next = (li.nextElementSibling ?? li.previousElementSibling)?.querySelector('button');
  li.remove();
  (next ?? lists[kind].heading).focus();
  say(`Deleted the ${lists[kind].noun} “${title}”.`);
  void (kind === 'post' ? loadPosts() : loadArticles());
}

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
    const article = (await (await adminCall('POST', '/api/news', body)).json()) as Article;
    published.set(article.id, { article, at: Date.now() });
    (fieldOf('source') as HTMLInputElement).value = '';
    (fieldOf('title') as HTMLInputElement).value = '';
    say(`Published “${article.title}”. The news widget shows it at its next refresh (every 60 s).`);
    void loadArticles();
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400) {
      (showFieldErrors(error.message) ?? publishButton).focus();
    } else if (!handleAuthFailure(error)) {
      publishError.textContent = `Could not publish: ${error instanceof Error ? error.message : String(error)}`;
    }
  } finally {
    publishing = false;
    publishButton.removeAttribute('aria-disabled');
    publishButton.textContent = 'Publish';
  }
});

// ---- start -----------------------------------------------------------------------------------

function open(): void {
  show(true);
  say('');
  void loadPosts();
  void loadArticles();
}

if (storedToken()) open();
else show(false);
