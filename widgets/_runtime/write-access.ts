// Where a page's writes go (docs/choices.md#embed-writes). A page of ours or a partner's writes
// with its own fetch, and its origin decides (ALLOWED_ORIGINS). An embed page, which any site may
// frame, writes only through its writer frame (`/embed-writer`, framed only by the origins allowed
// to write): the browser loads that frame only when every ancestor may, so a page that frames an
// embed page without that right gets no writer, and the page is read-only there. The API refuses
// writes from the embed page's own document.
import { useSyncExternalStore } from 'react';

/** What this page may do: write itself, wait for its writer frame, write through it, or only read. */
export type WriteAccess = 'direct' | 'pending' | 'allowed' | 'read-only';

let makeWriter: (() => Promise<typeof fetch | null>) | undefined;
let writer: Promise<typeof fetch | null> | undefined;
let access: WriteAccess = 'direct';
const listeners = new Set<() => void>();

/**
 * Sends this page's writes through the fetch `make` finds (a frame's), or nowhere when it finds
 * none; called by the embed page's script. The frame is made when a widget first needs to write
 * or to know whether it may.
 */
export function writeThrough(make: () => Promise<typeof fetch | null>): void {
  makeWriter = make;
  access = 'pending';
}

function startWriter(): Promise<typeof fetch | null> | undefined {
  if (!writer && makeWriter)
    writer = makeWriter().then((send) => {
      access = send ? 'allowed' : 'read-only';
      for (const listener of listeners) listener();
      return send;
    });
  return writer;
}

/** The fetch a write goes out with; null where this page may not write. */
export function writeSender(): Promise<typeof fetch | null> {
  return startWriter() ?? Promise.resolve(fetch);
}

/** Listens for the WriteAccess becoming known, making the writer frame if there is to be one. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void startWriter();
  return () => void listeners.delete(listener);
}

/** This page's WriteAccess, re-rendering when it is known; `direct` in the server render. */
export function useWriteAccess(): WriteAccess {
  return useSyncExternalStore(
    subscribe,
    () => access,
    () => 'direct',
  );
}
