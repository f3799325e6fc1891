// The console's audit log: newest first, filtered by person, action and target, paged by cursor.
import type { AuditEntry } from '../contract/schemas';
import { call, messageOf } from './api';
import { byId, setPager, text, when } from './dom';
import { handleAuthFailure } from './session';

/** Audit entries per page (the export has them all). */
const AUDIT_PAGE_SIZE = 20;

const auditList = byId<HTMLUListElement>('audit');
const auditHeading = byId<HTMLHeadingElement>('audit-title');
const auditCount = byId<HTMLParagraphElement>('audit-count');
const auditPrevious = byId<HTMLButtonElement>('audit-previous');
const auditNext = byId<HTMLButtonElement>('audit-next');
const auditAction = byId<HTMLSelectElement>('audit-action');
const auditTargetId = byId<HTMLInputElement>('audit-target-id');
const auditTargetIdError = byId<HTMLParagraphElement>('audit-target-id-error');

const ACTION_WORDS: Record<AuditEntry['action'], string> = {
  'post.remove': 'removed post',
  'post.restore': 'restored post',
  'post.import': 'imported posts',
  'post.purge': 'purged post',
  'article.publish': 'published article',
  'article.remove': 'removed article',
  'article.restore': 'restored article',
  'article.purge': 'purged article',
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
export async function loadAudit(): Promise<void> {
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
