import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogFaults } from './build-locales.ts';
import { OTHER_LANGS } from '../widgets/_runtime/locale.ts';

// The build reads every locale file through catalogFaults: a translation a reader would see
// broken stops the build with the file, the English text and what is wrong.

describe('the build’s check of the locale files', () => {
  it('finds nothing in the files we ship', () => {
    const files = readdirSync('widgets').flatMap((folder) =>
      OTHER_LANGS.map((lang) => `widgets/${folder}/locales/${lang}.json`).filter((file) => existsSync(file)),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => catalogFaults(file, JSON.parse(readFileSync(file, 'utf8'))))).toEqual([]);
  });

  it('names a lost, an extra or a renamed placeholder, an open brace and a plural choice without other', () => {
    const messages = {
      '{0} replies': '{0, plural, one {# respuesta} other {# respuestas}}',
      'Hello {0}': 'Hola',
      Saved: 'Guardado {0}',
      'Step {0} of {1}': 'Paso {0} de {2}',
      'Language: {0}': 'Idioma: {0',
      '{0} days': '{0, plural, one {# día}}',
    };
    expect(catalogFaults('es.json', { messages })).toEqual([
      'es.json: "Hello {0}": placeholders {}, the English has {0}',
      'es.json: "Saved": placeholders {0}, the English has {}',
      'es.json: "Step {0} of {1}": placeholders {0,2}, the English has {0,1}',
      'es.json: "Language: {0}": a brace not closed',
      'es.json: "{0} days": a plural choice without "other"',
    ]);
  });
});
