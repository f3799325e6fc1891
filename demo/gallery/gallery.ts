// The widget gallery (demo/gallery.html): pick a widget, set its options, see it live,
// copy its pinned snippet. Not a widget itself: plain DOM over the catalog, with the widgets loaded
// on demand from this origin and driven through the public Orebit.mount / update / destroy.
import { COMMON_OPTIONS, EVENT_DETAILS, frameHeightOf, WIDGET_CATALOG, type WidgetInfo } from '../../widgets/catalog';
import type { OptionInfo } from '../../widgets/description';
import type { WidgetHandle } from '../../widgets/_runtime/registry';
import { isDefault, readField, type FieldResult } from './fields';
import { embedUrl, frameSnippet, pinnedScript, snippetFor, type Manifest } from './snippet';

/** How long Copy shows "Copied". */
const COPIED_MS = 2_000;
/** The event log keeps this many entries, newest first. */
const LOG_LIMIT = 50;

/** One option's control in the form. */
interface Field {
  readonly option: OptionInfo;
  /** Where its text is kept: 'common' or the widget's name, so a widget's values survive a switch. */
  readonly scope: string;
  /** The field's text, and whether a number input holds text it cannot read. */
  read(): { text: string; badInput: boolean };
  /** Shows `error` beside the field, or clears it. */
  flag(error: string | undefined): void;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const picker = byId<HTMLSelectElement>('widget');
const description = byId<HTMLParagraphElement>('widget-description');
const form = byId<HTMLFormElement>('options');
const previewBox = byId<HTMLDivElement>('preview');
const previewStatus = byId<HTMLParagraphElement>('preview-status');
const snippetCode = byId<HTMLElement>('snippet');
const copyButton = byId<HTMLButtonElement>('copy');
const embedLink = byId<HTMLElement>('embed-url');
const embedFrame = byId<HTMLElement>('embed-frame');
const copyStatus = byId<HTMLParagraphElement>('copy-status');
const eventsHint = byId<HTMLParagraphElement>('events-hint');
const eventList = byId<HTMLUListElement>('events');
const clearEvents = byId<HTMLButtonElement>('clear-events');
const scriptDock = byId<HTMLDivElement>('script-dock');
const previewSize = byId<HTMLParagraphElement>('preview-size');

/** Field texts by `${scope}/${key}`; absent: the option's default. */
const texts = new Map<string, string>();
let fields: Field[] = [];
let current: WidgetInfo = WIDGET_CATALOG[0]!;
let preview: { name: string; host: HTMLElement; handle?: WidgetHandle } | undefined;
let manifest: Manifest | undefined;
let snippet = '';
/** The preview's options as the form last gave them: valid values, undefined for the others. */
let previewOptions: Record<string, unknown> = {};

// ---- the form -------------------------------------------------------------------------------

function textOf(scope: string, option: OptionInfo): string {
  return (
    texts.get(`${scope}/${option.key}`) ??
    (option.type === 'choice' ? String(option.default ?? option.values?.[0] ?? '') : '')
  );
}

/** `option` with the default it has for `info`: a lazy widget reserves its own height. */
function forWidget(option: OptionInfo, info: WidgetInfo): OptionInfo {
  return option.key === 'height' && option.default === undefined ? { ...option, default: info.height } : option;
}

function hintOf(option: OptionInfo): string {
  // The catalog's text says what the default depends on; the value it has here follows.
  if (option.key === 'height') return `${option.description} For this widget: ${option.default} px.`;
  if (option.default !== undefined) return `${option.description} Default: ${option.default}.`;
  return option.key === 'api' ? `${option.description} Here: ${location.origin}.` : option.description;
}

/** A radio group for a choice; a number or text input for the others; hint and error below. */
function renderField(option: OptionInfo, scope: string): { element: HTMLElement; field: Field } {
  const id = `opt-${scope}-${option.key}`;
  const hint = document.createElement('p');
  hint.className = 'hint';
  hint.id = `${id}-hint`;
  hint.textContent = hintOf(option);
  const error = document.createElement('p');
  error.className = 'error';
  error.id = `${id}-error`;

  if (option.type === 'choice') {
    const group = document.createElement('fieldset');
    group.className = 'field';
    group.setAttribute('aria-describedby', hint.id);
    const legend = document.createElement('legend');
    legend.textContent = option.label;
    const choices = document.createElement('div');
    choices.className = 'choices';
    const radios = (option.values ?? []).map((value) => {
      const label = document.createElement('label');
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = id;
      radio.value = value;
      radio.checked = value === textOf(scope, option);
      label.append(radio, ` ${value}`);
      choices.append(label);
      return radio;
    });
    group.append(legend, choices, hint, error);
    const field: Field = {
      option,
      scope,
      read: () => ({ text: radios.find((radio) => radio.checked)?.value ?? '', badInput: false }),
      flag: (message) => void (error.textContent = message ?? ''),
    };
    return { element: group, field };
  }

  const wrapper = document.createElement('div');
  wrapper.className = 'field';
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = option.label;
  const input = document.createElement('input');
  input.id = id;
  input.name = id;
  input.autocomplete = 'off';
  input.spellcheck = false;
  if (option.type === 'number') {
    input.type = 'number';
    input.step = 'any';
    input.inputMode = 'decimal';
  } else {
    input.type = option.type === 'url' ? 'url' : 'text';
  }
  input.placeholder =
    option.default !== undefined ? String(option.default) : option.key === 'api' ? location.origin : '';
  input.value = textOf(scope, option);
  input.setAttribute('aria-describedby', `${hint.id} ${error.id}`);
  wrapper.append(label, input, hint, error);
  const field: Field = {
    option,
    scope,
    read: () => ({ text: input.value, badInput: input.validity.badInput }),
    flag(message) {
      error.textContent = message ?? '';
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    },
  };
  return { element: wrapper, field };
}

/** The form of `info`: its own options, then the common ones, then Reset. */
function renderForm(info: WidgetInfo): void {
  const groups: Array<[string, readonly OptionInfo[], string]> = [];
  if (info.options.length) groups.push([`${info.title} options`, info.options, info.name]);
  groups.push(['Common options', COMMON_OPTIONS, 'common']);
  fields = [];
  const sets = groups.map(([title, options, scope]) => {
    const set = document.createElement('fieldset');
    set.className = 'group';
    const legend = document.createElement('legend');
    legend.textContent = title;
    set.append(legend);
    for (const option of options) {
      const { element, field } = renderField(forWidget(option, info), scope);
      set.append(element);
      fields.push(field);
    }
    return set;
  });
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.className = 'secondary';
  reset.textContent = 'Reset to defaults';
  reset.addEventListener('click', () => {
    for (const field of fields) texts.delete(`${field.scope}/${field.option.key}`);
    renderForm(current);
    refresh();
    // The button was replaced with the form: keep the keyboard where it was.
    form.querySelector('button')?.focus();
  });
  form.replaceChildren(...sets, reset);
}

/** Every option's result, from the form as it stands (and kept for a later switch back). */
function readForm(): Array<{ option: OptionInfo; result: FieldResult }> {
  return fields.map((field) => {
    const { text, badInput } = field.read();
    texts.set(`${field.scope}/${field.option.key}`, text);
    const result = readField(field.option, text, badInput);
    field.flag(result.error);
    return { option: field.option, result };
  });
}

// ---- the preview ----------------------------------------------------------------------------

const loading = new Map<string, Promise<void>>();

/** Loads /widgets/<name>.js once. */
function loadWidget(name: string): Promise<void> {
  if (window.Orebit?.widgets.has(name)) return Promise.resolve();
  let promise = loading.get(name);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `/widgets/${name}.js`;
      script.addEventListener('load', () => {
        // A script whose preview was switched away meanwhile inserted its widget after itself,
        // into the hidden dock: remove it (the registry then destroys it).
        for (const stray of scriptDock.querySelectorAll(`orebit-${name}`)) stray.remove();
        script.remove();
        resolve();
      });
      script.addEventListener('error', () => {
        script.remove();
        loading.delete(name);
        reject(new Error(`/widgets/${name}.js did not load`));
      });
      scriptDock.append(script);
    });
    loading.set(name, promise);
  }
  return promise;
}

/** Replaces the preview with widget `info`, mounted with the form's options once its script is in. */
async function showPreview(info: WidgetInfo): Promise<void> {
  preview?.handle?.destroy();
  if (preview) sizeWatcher.unobserve(preview.host);
  preview?.host.remove();
  const host = document.createElement('div');
  // A target on the page, so the script mounts here instead of inserting a widget after itself.
  host.dataset.orebitWidget = info.name;
  const entry: { name: string; host: HTMLElement; handle?: WidgetHandle } = { name: info.name, host };
  preview = entry;
  previewBox.replaceChildren(host);
  previewBox.classList.remove('floating');
  sizeWatcher.observe(host);
  previewStatus.textContent = `Loading ${info.title}…`;
  try {
    await loadWidget(info.name);
  } catch {
    if (preview === entry)
      previewStatus.textContent = `${info.title} could not be loaded. Check that the widgets are built (npm run build).`;
    return;
  }
  if (preview !== entry || !window.Orebit) return;
  entry.handle = window.Orebit.mount(host, info.name, previewOptions);
  fitPreview();
  previewStatus.textContent = `Showing ${info.title}.`;
}

// The preview's height as it renders here: what data-height should say for a lazy embed this wide.
const sizeWatcher = new ResizeObserver(() => {
  const height = Math.round(preview?.host.getBoundingClientRect().height ?? 0);
  previewSize.textContent =
    height > 0 ? `${height} px tall at this width: the data-height for a lazy embed as wide.` : '';
});

/** Makes room in the preview for a widget that floats (the concierge's launcher and its chat). */
function fitPreview(): void {
  const root = preview?.host.shadowRoot?.querySelector('.orebit-root');
  previewBox.classList.toggle('floating', root?.classList.contains('orebit-overlay') ?? false);
}

// ---- the snippet ----------------------------------------------------------------------------

/** Shows the pinned snippet of the current widget with `attributes`, once the manifest is in. */
function renderSnippet(attributes: Array<[string, string]>): void {
  if (!manifest) return;
  const script = pinnedScript(manifest, location.origin, current.name);
  if (!script) {
    snippet = '';
    snippetCode.textContent = `The manifest lists no pinned script for ${current.name}.`;
    copyButton.disabled = true;
    return;
  }
  snippet = snippetFor(script, attributes);
  snippetCode.textContent = snippet;
  copyButton.disabled = false;
}

async function loadManifest(): Promise<void> {
  try {
    const res = await fetch('/widgets/manifest.json');
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
    manifest = (await res.json()) as Manifest;
    refresh();
  } catch (error) {
    snippetCode.textContent = `Could not read /widgets/manifest.json (${error instanceof Error ? error.message : String(error)}), so there is no pinned snippet.`;
  }
}

// ---- Copy -----------------------------------------------------------------------------------

let copiedTimer: ReturnType<typeof setTimeout> | undefined;

/** The fallback where the async clipboard is missing or refused: select the snippet and copy it. */
function copyBySelection(): boolean {
  const selection = getSelection();
  if (!selection) return false;
  const range = document.createRange();
  range.selectNodeContents(snippetCode);
  selection.removeAllRanges();
  selection.addRange(range);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

async function copySnippet(): Promise<void> {
  const text = snippet;
  if (!text) return;
  let copied: boolean;
  try {
    await navigator.clipboard.writeText(text);
    copied = true;
  } catch {
    copied = copyBySelection();
  }
  clearTimeout(copiedTimer);
  if (!copied) {
    copyStatus.textContent = 'Could not copy: the snippet is selected, copy it with your keyboard.';
    return;
  }
  copyButton.textContent = 'Copied';
  copyButton.dataset.state = 'copied';
  copyStatus.textContent = 'Snippet copied to the clipboard.';
  copiedTimer = setTimeout(() => {
    copyButton.textContent = 'Copy';
    delete copyButton.dataset.state;
    copyStatus.textContent = '';
  }, COPIED_MS);
}

// ---- the event log --------------------------------------------------------------------------

function logEvent(type: string, detail: unknown): void {
  const item = document.createElement('li');
  const time = new Date().toLocaleTimeString('en-GB');
  item.textContent = `${time}  ${type}  ${JSON.stringify(detail)}`;
  eventList.prepend(item);
  while (eventList.children.length > LOG_LIMIT) eventList.lastElementChild!.remove();
}

function describeEvents(info: WidgetInfo): void {
  eventsHint.textContent = info.events.length
    ? `${info.title} dispatches: ${info.events.map((type) => `${type} ${EVENT_DETAILS[type]}`).join('; ')}.`
    : `${info.title} dispatches no public events.`;
}

// ---- wiring ---------------------------------------------------------------------------------

/** Reads the form; updates the preview and the snippet from its valid values. */
function refresh(): void {
  const results = readForm();
  const options: Record<string, unknown> = {};
  const attributes: Array<[string, string]> = [];
  for (const { option, result } of results) {
    // Unset (undefined) rather than absent: update() merges, and an option left out would keep
    // its earlier value.
    options[option.key] = result.value;
    if (isDefault(option, result.value)) continue;
    // The pinned script's own origin is the API base already.
    if (option.key === 'api' && result.value === location.origin) continue;
    attributes.push([option.attribute, String(result.value)]);
  }
  previewOptions = options;
  if (preview?.handle && preview.name === current.name) {
    preview.handle.update(options);
    fitPreview();
  }
  renderSnippet(attributes);
  renderEmbedLink(attributes);
}

/** Shows the embed page's address and a frame of it, pinned to the chosen options. */
function renderEmbedLink(attributes: Array<[string, string]>): void {
  const url = embedUrl(location.origin, current.name, attributes);
  const chosen = (attribute: string) => attributes.find(([name]) => name === attribute)?.[1];
  // The frame's own height at 640 px (the calculator alone is shorter), unless data-height says otherwise.
  const height = Number(chosen('data-height') ?? frameHeightOf(current, chosen));
  embedLink.textContent = url;
  embedFrame.textContent = frameSnippet(url, `${current.title} — Orebit`, height);
}

function selectWidget(info: WidgetInfo): void {
  current = info;
  description.textContent = info.description;
  describeEvents(info);
  renderForm(info);
  refresh();
  void showPreview(info);
}

function start(): void {
  for (const info of WIDGET_CATALOG) {
    const option = document.createElement('option');
    option.value = info.name;
    option.textContent = `${info.title} (${info.name})`;
    picker.append(option);
  }
  const asked = new URLSearchParams(location.search).get('widget');
  const first =
    WIDGET_CATALOG.find((info) => info.name === asked) ?? WIDGET_CATALOG.find((info) => info.name === 'referral')!;
  picker.value = first.name;

  picker.addEventListener('change', () => {
    const info = WIDGET_CATALOG.find((w) => w.name === picker.value);
    if (!info) return;
    const url = new URL(location.href);
    url.searchParams.set('widget', info.name);
    history.replaceState(null, '', url);
    selectWidget(info);
  });
  form.addEventListener('input', refresh);
  form.addEventListener('submit', (event) => event.preventDefault());
  copyButton.addEventListener('click', () => void copySnippet());
  clearEvents.addEventListener('click', () => eventList.replaceChildren());
  // The public events bubble, composed, out of the widget's host: listen where the preview is, so
  // only the preview's events are logged.
  for (const type of Object.keys(EVENT_DETAILS)) {
    previewBox.addEventListener(type, (event) => logEvent(type, (event as CustomEvent<unknown>).detail));
  }

  selectWidget(first);
  void loadManifest();
}

start();
