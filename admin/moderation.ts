// The console's lists of forum posts and news articles: listed or removed, searched and paged, each
// item with Remove (asking why) or Restore. Focus stays where a keyboard user expects it.
import type { ForumPost, NewsArticle, Removal } from '../contract/schemas';
import { REMOVAL_REASONS } from '../contract/limits';
import { call, messageOf } from './api';
import { loadAudit } from './audit';
import { button, byId, setPager, text, when } from './dom';
import { consoleBox, handleAuthFailure, say } from './session';

/** Posts or articles per page of the console's lists. */
const PAGE_SIZE = 50;
const OTHER_REASON = 'other';

type Kind = 'post' | 'article';
type Item = (ForumPost | NewsArticle) & { removal?: Removal };

const confirmDialog = byId<HTMLDialogElement>('confirm');
const confirmTitle = byId<HTMLHeadingElement>('confirm-title');
const confirmText = byId<HTMLParagraphElement>('confirm-text');
const reasonSelect = byId<HTMLSelectElement>('reason');
const confirmForm = byId<HTMLFormElement>('confirm-form');
const confirmRemove = byId<HTMLButtonElement>('confirm-remove');
const reasonOther = byId<HTMLDivElement>('reason-other');
const reasonText = byId<HTMLInputElement>('reason-text');
const reasonError = byId<HTMLParagraphElement>('reason-error');

/** The two lists, their elements and where each stands. */
export const lists = {
  post: {
    section: byId<HTMLElement>('posts-section'),
    list: byId<HTMLUListElement>('posts'),
    count: byId<HTMLParagraphElement>('posts-count'),
    heading: byId<HTMLHeadingElement>('posts-title'),
    state: byId<HTMLSelectElement>('posts-state'),
    q: byId<HTMLInputElement>('posts-q'),
    previous: byId<HTMLButtonElement>('posts-previous'),
    next: byId<HTMLButtonElement>('posts-next'),
    path: '/api/admin/posts',
    noun: 'post',
    remove: (id: number) => `/api/admin/forum/posts/${id}`,
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
    q: byId<HTMLInputElement>('articles-q'),
    previous: byId<HTMLButtonElement>('articles-previous'),
    next: byId<HTMLButtonElement>('articles-next'),
    path: '/api/admin/articles',
    noun: 'article',
    remove: (id: number) => `/api/admin/news/${id}`,
    offset: 0,
    total: 0,
    loads: 0,
  },
};

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

/** Puts `items` in place; a focused button moves to its item's new button, or to the heading. */
function replaceItems(kind: Kind, items: HTMLLIElement[]): void {
  const { list, heading } = lists[kind];
  const focused = document.activeElement;
  const focusedId = focused && list.contains(focused) ? focused.closest('li')?.dataset.id : undefined;
  list.replaceChildren(...items);
  if (focusedId !== undefined)
    (items.find((li) => li.dataset.id === focusedId)?.querySelector('button') ?? heading).focus();
}

/** Shows the page of `kind` the list stands at, with its search. */
export async function load(kind: Kind): Promise<void> {
  const l = lists[kind];
  // Only the latest request draws: pages asked for in quick succession may answer out of order.
  const loadNumber = ++l.loads;
  const query = new URLSearchParams({ state: l.state.value, offset: String(l.offset), limit: String(PAGE_SIZE) });
  const q = l.q.value.trim();
  if (q) query.set('q', q);
  if (kind === 'post') {
    const author = byId<HTMLInputElement>('posts-author').value.trim();
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

for (const kind of ['post', 'article'] as const) {
  const l = lists[kind];
  byId<HTMLFormElement>(`${kind}s-search`).addEventListener('submit', (event) => {
    event.preventDefault();
    l.offset = 0;
    void load(kind);
  });
  l.previous.addEventListener('click', () => {
    l.offset = Math.max(0, l.offset - PAGE_SIZE);
    void load(kind);
  });
  l.next.addEventListener('click', () => {
    l.offset += PAGE_SIZE;
    void load(kind);
  });
}

for (const reason of [...REMOVAL_REASONS, OTHER_REASON]) {
  const option = document.createElement('option');
  option.value = reason;
  option.textContent = reason === OTHER_REASON ? 'Other (say why below)' : reason;
  reasonSelect.append(option);
}

/** The words field is there only for "Other" (required then); another reason hides it and its complaint. */
function showReasonText(): void {
  const other = reasonSelect.value === OTHER_REASON;
  reasonOther.hidden = !other;
  if (other) return;
  reasonError.textContent = '';
  reasonText.removeAttribute('aria-invalid');
}
reasonSelect.addEventListener('change', showReasonText);

// "Other" needs words: Remove without them keeps the dialog open, says so beside the field and
// hands it focus. The form validates itself (novalidate), so Cancel is never held up.
confirmForm.addEventListener('submit', (event) => {
  const remove = event.submitter === confirmRemove;
  if (!remove || reasonSelect.value !== OTHER_REASON || reasonText.value.trim()) return;
  event.preventDefault();
  reasonError.textContent = 'Say why in your own words.';
  reasonText.setAttribute('aria-invalid', 'true');
  reasonText.focus();
});
// Enter in the words field means Remove: the form's default button, the first, is Cancel.
reasonText.addEventListener('keydown', (event) => {
  if (event.key !== 'Enter' || event.isComposing) return;
  event.preventDefault();
  confirmForm.requestSubmit(confirmRemove);
});

/** Asks before removing, with a reason; resolves the reason, or null when the operator cancelled. */
function askReason(kind: Kind, title: string): Promise<string | null> {
  confirmTitle.textContent = `Remove this ${lists[kind].noun}?`;
  confirmText.textContent = `“${title}” leaves the public list at once. It can be restored for 30 days.`;
  reasonSelect.value = REMOVAL_REASONS[0];
  reasonText.value = '';
  showReasonText();
  confirmDialog.returnValue = '';
  confirmDialog.showModal();
  return new Promise((resolve) => {
    confirmDialog.addEventListener(
      'close',
      () => {
        if (confirmDialog.returnValue !== 'remove') return resolve(null);
        resolve(reasonSelect.value === OTHER_REASON ? reasonText.value.trim() : reasonSelect.value);
      },
      { once: true },
    );
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
