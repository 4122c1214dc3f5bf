import { isAppError } from '@quire/shared';
import type { PublishApi } from './publishApi';
import { publishedPath } from './publishedViewMeta';
import { passwordRequest } from './publishPassword';

export interface LiveHandlers {
  /** The published copy's current version: sent when the stream opens and whenever the copy changes. */
  onVersion: (version: string) => void;
  /** The page is no longer published (or no longer readable): nothing more will come. */
  onGone: () => void;
}

/** Reconnection waits: from 2 s, doubling, at most 30 s, so a restarting server is not hammered. */
const firstRetryMs = 2_000;
const lastRetryMs = 30_000;
/** An event larger than this is not one of ours: the stream is dropped (and opened again later). */
const maxEventChars = 4_096;

/** Splits a server-sent event stream into its events (`event:` name and `data:` lines). */
export async function readServerEvents(
  stream: ReadableStream<Uint8Array>,
  onEvent: (name: string, data: string) => void,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let name = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0 || name !== 'message') onEvent(name, data.join('\n'));
      end = buffer.indexOf('\n\n');
    }
    if (buffer.length > maxEventChars) throw new Error('The live update stream sent an oversized event');
  }
}

/**
 * Follows a published page's copy (`/api/workspace/published/{ns}/{name}/events`) while the page is open,
 * reconnecting after a dropped stream. Returns the function that stops it. The password goes as every other
 * read sends it (header, or POSTed body), never in the address.
 */
export function watchPublishedPage(
  publishApi: PublishApi,
  namespace: string,
  publishName: string,
  password: string | undefined,
  handlers: LiveHandlers,
): () => void {
  const abort = new AbortController();
  const path = `${publishedPath('/api/workspace/published', namespace, publishName)}/events`;
  const how = passwordRequest(password);
  const init =
    how.method === 'GET'
      ? { ...how, signal: abort.signal }
      : {
          method: 'POST' as const,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(how.body),
          signal: abort.signal,
        };
  let wait = firstRetryMs;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    let gone = false;
    try {
      const stream = await publishApi.openEvents(path, init);
      await readServerEvents(stream, (name, data) => {
        wait = firstRetryMs;
        if (name === 'version' && data !== '') handlers.onVersion(data);
        if (name === 'gone') gone = true;
      });
    } catch (error) {
      if (abort.signal.aborted) return;
      gone = isAppError(error) && error.errorName === 'RecordNotFound';
    }
    if (abort.signal.aborted) return;
    if (gone) {
      handlers.onGone();
      return;
    }
    timer = setTimeout(() => void connect(), wait);
    wait = Math.min(wait * 2, lastRetryMs);
  };
  void connect();

  return () => {
    abort.abort();
    if (timer !== undefined) clearTimeout(timer);
  };
}
