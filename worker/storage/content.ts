import type { ContentStore, ContentStoreEnv } from './content-store';
import { KV_KEYS, type List } from './list-publisher';

export type { List };

/** What the content's readers and writers use of the Worker's environment (the Worker's Env extends it). */
export interface ContentEnv extends ContentStoreEnv {
  /** The one writer of forum posts and news articles. */
  CONTENT: DurableObjectNamespace<ContentStore>;
}

/** The one ContentStore instance. */
export function contentStore(env: ContentEnv) {
  return env.CONTENT.get(env.CONTENT.idFromName('content'));
}

/**
 * A published list (the forum's posts or counts, the news articles), newest first, as the JSON
 * text the store published: one KV read, and the text goes out as stored, never parsed and
 * serialised again (the list can be large). The first use seeds through the store.
 */
export async function readListJson(env: ContentEnv, list: List): Promise<string> {
  return (await env.DATA.get(KV_KEYS[list], 'text')) ?? JSON.stringify((await contentStore(env).ensureSeeded())[list]);
}
