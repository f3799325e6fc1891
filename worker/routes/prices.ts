import type { Env } from '../env';
import { newApp } from '../http/app';
import { readPrices } from '../storage/prices';

/** /api/crypto: the price feed, refreshed by the cron, never from here. */
export const prices = newApp<{ Bindings: Env }>();

prices.get('/prices', async (c) => {
  // Widgets poll every 30 s: fresh enough for each poll, shared by the edge cache meanwhile.
  c.header('Cache-Control', 'public, max-age=15, s-maxage=30');
  return c.json(await readPrices(c.env, new Date()));
});
