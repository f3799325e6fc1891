// The console's form that publishes a news article, with the API's refusals beside their fields.
import type { NewsArticle } from '../contract/schemas';
import { NEWS_CATEGORIES } from '../contract/limits';
import { ApiFailure, call, messageOf } from './api';
import { loadAudit } from './audit';
import { byId } from './dom';
import { load } from './moderation';
import { handleAuthFailure, say } from './session';

/** The category a new article starts with: plain news, so no article is bullish or bearish unasked. */
const DEFAULT_CATEGORY: (typeof NEWS_CATEGORIES)[number] = 'news';
/** The fields of the publish form, as the API names them. */
const ARTICLE_FIELDS = ['source', 'title', 'category', 'isOfficial'] as const;

const publishForm = byId<HTMLFormElement>('publish');
const publishError = byId<HTMLParagraphElement>('publish-error');
const publishButton = byId<HTMLButtonElement>('publish-button');
const category = byId<HTMLSelectElement>('category');

for (const name of NEWS_CATEGORIES) {
  const option = document.createElement('option');
  option.value = name;
  option.textContent = name;
  // What the form's reset returns to (as the Official box's unchecked default).
  option.defaultSelected = name === DEFAULT_CATEGORY;
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
    const article = (await (await call('POST', '/api/admin/news', body)).json()) as NewsArticle;
    // Back to the defaults (no source or title, news, not Official): the next article is chosen afresh.
    publishForm.reset();
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
