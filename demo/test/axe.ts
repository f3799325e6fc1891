import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in `page` or a frame of it (it reaches into open shadow roots) and lists the violations as
 * "rule: [targets]". `include` limits it to some elements, e.g. [['#light']].
 */
export async function axeViolations(page: Page | Frame, include?: string[][]): Promise<string[]> {
  // Evaluated rather than added as a <script>: a page with a strict CSP blocks inline scripts.
  await page.evaluate(AXE);
  return page.evaluate(async (scope) => {
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> };
    const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<Result> } }).axe;
    // No CSSOM preload: axe would copy each stylesheet a shadow root links (a hydrated root keeps its
    // <link>) into a <style> of the document, which a strict CSP refuses with a console error. It
    // feeds only css-orientation-lock, and no widget sets an orientation.
    const result = await axe.run(scope ? { include: scope } : document, {
      resultTypes: ['violations'],
      preload: false,
    });
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }, include);
}
