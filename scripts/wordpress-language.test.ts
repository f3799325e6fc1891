import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../widgets/_runtime/locale';

// The WordPress plugin's default language (data-locale="auto" in its settings, the default): the
// site's get_locale() as the widgets name it. Run by PHP itself on the plugin's own render.php,
// with the catalog the build would write for it.

const dir = mkdtempSync(join(tmpdir(), 'orebit-wp-language-'));
copyFileSync('wordpress/plugin/includes/render.php', join(dir, 'render.php'));
writeFileSync(
  join(dir, 'catalog.php'),
  `<?php return array('common' => array('locale' => array('values' => ${JSON.stringify(LOCALES).replace(/^\[/, 'array(').replace(/\]$/, ')')})));\n`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the plugin picks for a site in `wpLocale`. */
const siteLanguage = (wpLocale: string) =>
  execFileSync(
    'php',
    [
      '-r',
      // WordPress's hook functions, which the file calls as it loads, as nothing.
      `define('ABSPATH', '/'); function add_filter() {} function add_action() {} require '${dir}/render.php'; echo orebit_widgets_site_language($argv[1]);`,
      wpLocale,
    ],
    { encoding: 'utf8' },
  );

describe('the WordPress plugin’s language for the site', () => {
  it.each([
    ['es_ES', 'es'],
    ['es_MX', 'es'],
    ['ko_KR', 'ko'],
    ['ar', 'ar'],
    ['pt_BR', 'pt-BR'],
    ['pt_PT', 'pt-BR'],
    ['tr_TR', 'tr'],
    ['vi', 'vi'],
    ['en_US', 'en'],
    ['de_DE', 'en'],
    ['', 'en'],
  ])('%s → %s', (wpLocale, expected) => {
    expect(siteLanguage(wpLocale)).toBe(expected);
  });
});
