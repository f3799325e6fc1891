// The language packs of the Worker's server render (worker-renderer.ts): the same packs a reader's
// browser loads (widgets/_runtime/locale-pack.ts), made from the language's catalog (every locale
// file of the language, which the build writes beside the packs and the Worker reads from its
// assets), so that a page or an embed page in a language is written in it at the first byte and
// hydrates as it was served.
import type { Catalog } from '../../contract/embed';
import { localePack, type Texts } from '../_runtime/locale-pack';
import { OTHER_LANGS, PSEUDO_LANGS, type I18n, type Lang } from '../_runtime/locale';

/** The languages a page is served in besides English: the six, and the pseudo-locales for testing. */
export const PAGE_LANGS: ReadonlyArray<Exclude<Lang, 'en'>> = [...OTHER_LANGS, ...PSEUDO_LANGS];

/** Where the build writes a language's catalog (scripts/build-locales.ts); none for English or a pseudo-locale. */
export const catalogPath = (lang: string): string | undefined =>
  (OTHER_LANGS as readonly string[]).includes(lang)
    ? `/widgets/v${__OREBIT_RELEASE__}/locales/${lang}.json`
    : undefined;

const made = new WeakMap<Catalog, Map<string, I18n>>();
const NONE: Catalog = {};

/**
 * `folder`'s pack in `lang` from `catalog` (a widget's, or `page` and `embed` for those pages' own
 * words); undefined for English or a locale we do not have. Without the catalog, the language's
 * formats with English texts (a pseudo-locale needs none).
 */
export function serverPack(lang: string, folder: string, catalog: Catalog = NONE): I18n | undefined {
  if (!(PAGE_LANGS as readonly string[]).includes(lang)) return undefined;
  let packs = made.get(catalog);
  if (!packs) made.set(catalog, (packs = new Map()));
  const key = `${lang}/${folder}`;
  let pack = packs.get(key);
  if (!pack) packs.set(key, (pack = localePack(lang as Exclude<Lang, 'en'>, catalog[folder] as Texts | undefined)));
  return pack;
}
