// The language packs (docs/behaviour.md#locales): for each language other than English and each
// widget, dist/widgets/v<version>/locales/<lang>/<widget>.js, an ES module that default-exports
// localePack(lang, texts) with the widget's texts in that language (widgets/<widget>/locales/<lang>.json,
// for the translated widgets); the packs share the formatting code in one chunk. The pseudo-locales'
// packs (en-XA, ar-XB) make their texts from the English. And for `auto`, locales/auto/<widget>.js:
// it reads the page's language and exports that language's pack, or 0 for English (warning once
// when the language is not one of ours), importing nothing else then.
// They sit beside the release's pinned scripts: immutable, listed in the manifest, published with
// the release.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Plugin } from 'rollup';
import { OTHER_LANGS, PSEUDO_LANGS } from '../widgets/_runtime/locale.ts';

const PREFIX = '\0orebit-pack:';

/** The placeholders a text fills, each once: `{0}`, or `{0, plural, …}` (a choice by that value). */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\d)(?=[,}])/g)].map((m) => m[1]))].sort().join();

/** Whether every `{` of `text` is closed, in order. */
function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) if ((depth += char === '{' ? 1 : char === '}' ? -1 : 0) < 0) return false;
  return depth === 0;
}

/**
 * What is wrong with a locale file's translations, each as "file: English: fault": a placeholder
 * the English text does not have or one it lost, an unclosed brace, a plural choice without
 * `other`. A reader would see the braces or an empty text; the build stops on them instead.
 */
export function catalogFaults(file: string, catalog: { messages?: Record<string, unknown> }): string[] {
  return Object.entries(catalog.messages ?? {}).flatMap(([english, text]) => {
    const fault =
      typeof text !== 'string'
        ? 'not a text'
        : !balanced(text)
          ? 'a brace not closed'
          : placeholders(text) !== placeholders(english)
            ? `placeholders {${placeholders(text)}}, the English has {${placeholders(english)}}`
            : /\{\d,\s*plural,/.test(text) && !/\bother\s*\{/.test(text)
              ? 'a plural choice without "other"'
              : '';
    return fault ? [`${file}: "${english}": ${fault}`] : [];
  });
}

/** A locale file, read and checked: a broken translation fails the build (catalogFaults). */
function readLocale(file: string): { messages?: Record<string, unknown> } {
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as { messages?: Record<string, unknown> };
  const faults = catalogFaults(file, catalog);
  if (faults.length) throw new Error(`Broken translations:\n${faults.join('\n')}`);
  return catalog;
}

/** Every translated text of `lang`: folder (a widget, `page` or `embed`) → its locale file. */
function languageCatalog(lang: string): Record<string, unknown> {
  const folders = readdirSync('widgets').filter((name) => existsSync(`widgets/${name}/locales/${lang}.json`));
  return Object.fromEntries(folders.map((name) => [name, readLocale(`widgets/${name}/locales/${lang}.json`)]));
}

/** Rollup's input: `<lang>/<widget>` (and `auto/<widget>`) → its virtual module. */
export function packInputs(widgets: string[]): Record<string, string> {
  return Object.fromEntries(
    [...OTHER_LANGS, ...PSEUDO_LANGS, 'auto'].flatMap((lang) =>
      widgets.map((widget) => [`${lang}/${widget}`, `${PREFIX}${lang}/${widget}`]),
    ),
  );
}

/**
 * The `auto` pack of `widget`: plain JavaScript, so that an English page loads nothing more. The
 * page's language is matched whole ("pt-BR"), then by its language alone ("pt-PT", "pt" → pt-BR).
 */
function autoPack(widget: string): string {
  const warning = `${widget}: data-locale="auto" found the page in "\${wanted}", which is not one of en, ${OTHER_LANGS.join(', ')}; showing English.`;
  return `const wanted = document.documentElement.lang || navigator.language;
const langs = ${JSON.stringify(OTHER_LANGS)};
const lower = wanted.toLowerCase();
const lang = langs.find((l) => l.toLowerCase() == lower) || langs.find((l) => l.slice(0, 2) == lower.slice(0, 2));
// window.Orebit is the widgets' registry, unless the page took the name for something else.
if (!lang && lower.slice(0, 2) != "en") typeof window.Orebit?.warnOnce == "function" ? window.Orebit.warnOnce(\`${warning}\`) : console.warn(\`[orebit] ${warning}\`);
export default lang ? (await import(\`../\${lang}/${widget}.js\`)).default : 0;
`;
}

/**
 * The plugin that makes each pack's module from the widget's locale file, when it has one; and,
 * beside the packs, `<lang>.json`: every locale file of the language at once, which the Worker
 * reads for its render of a page in that language (worker/routes/catalogs.ts).
 */
export function localePacks(): Plugin {
  return {
    name: 'orebit-locale-packs',
    resolveId: (source) => (source.startsWith(PREFIX) ? source : null),
    generateBundle() {
      for (const lang of OTHER_LANGS)
        this.emitFile({ type: 'asset', fileName: `${lang}.json`, source: JSON.stringify(languageCatalog(lang)) });
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [lang, widget] = id.slice(PREFIX.length).split('/') as [string, string];
      if (lang === 'auto') return autoPack(widget);
      const file = `widgets/${widget}/locales/${lang}.json`;
      const texts = existsSync(file) ? JSON.stringify(readLocale(file)) : '';
      return `import { localePack } from ${JSON.stringify(`${process.cwd()}/widgets/_runtime/locale-pack.ts`)};\nexport default localePack(${JSON.stringify(lang)}${texts && `, ${texts}`});\n`;
    },
  };
}
