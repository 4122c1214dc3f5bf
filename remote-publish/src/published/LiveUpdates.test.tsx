import { decodeDoc, encodeDoc, insertBlock, pageId } from '@quire/shared/collab';
import { act, screen } from '@testing-library/react';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { documentState } from '../test/documents';
import { publishedServer } from '../test/publishedServer';
import { renderPublished } from '../test/renderPublished';
import { readServerEvents } from './liveUpdates';

/** A live updates stream the test writes to, standing in for the server's event stream. */
function eventStream() {
  let controller: { enqueue: (chunk: Uint8Array) => void; close: () => void } | undefined;
  // jsdom has no streams: node's, which fetch's body is on the page.
  const stream = new NodeReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
  });
  const send = (text: string) => {
    controller?.enqueue(new TextEncoder().encode(text));
  };
  return { stream: stream as ReadableStream<Uint8Array>, send, end: () => controller?.close() };
}

function withBlock(state: Uint8Array, words: string): Uint8Array {
  const doc = decodeDoc(state);
  insertBlock(doc, { ty: 'paragraph', text: [{ insert: words }] }, { parentId: pageId(doc) }, 'test');
  return encodeDoc(doc);
}

describe('live updates of an open published page', () => {
  it('issue 11 live / a new version of the copy is read again and drawn in place: unchanged blocks keep their nodes', async () => {
    const first = documentState([{ ty: 'paragraph', text: [{ insert: 'First words' }] }]);
    const pages = { 'launch-notes': { blob: first } };
    const { publishApi, requests } = publishedServer(pages);
    const live = eventStream();
    const opened: string[] = [];
    publishApi.openEvents = (path) => {
      opened.push(path);
      return Promise.resolve(live.stream);
    };
    renderPublished('/team/launch-notes', publishApi);
    const kept = await screen.findByText('First words');
    await act(async () => {
      live.send('event: version\ndata: 1:a\n\n');
      await Promise.resolve();
    });
    expect(opened).toEqual(['/api/workspace/published/team/launch-notes/events']);
    const blobReads = () => requests.filter((request) => request.url.endsWith('/blob')).length;
    expect(blobReads()).toBe(1);

    pages['launch-notes'].blob = withBlock(first, 'Added live');
    await act(async () => {
      // Split across chunks, with a keep-alive comment: the reader puts the event back together.
      live.send(': keep-alive\n\nevent: vers');
      live.send('ion\ndata: 2:b\n\n');
      await Promise.resolve();
    });
    expect(await screen.findByText('Added live')).toBeInTheDocument();
    expect(screen.getByText('First words')).toBe(kept);
    expect(blobReads()).toBe(2);
  });

  it('issue 11 live / `gone` (unpublished) shows the not-found screen', async () => {
    const { publishApi } = publishedServer({
      'launch-notes': { blob: documentState([{ ty: 'paragraph', text: [{ insert: 'Soon gone' }] }]) },
    });
    const live = eventStream();
    publishApi.openEvents = () => Promise.resolve(live.stream);
    renderPublished('/team/launch-notes', publishApi);
    await screen.findByText('Soon gone');
    await act(async () => {
      live.send('event: version\ndata: 1:a\n\nevent: gone\ndata: \n\n');
      live.end();
      await Promise.resolve();
    });
    expect(await screen.findByTestId('publish-not-found')).toBeInTheDocument();
    expect(screen.queryByText('Soon gone')).not.toBeInTheDocument();
  });

  it('an oversized event drops the stream instead of buffering without end', async () => {
    const live = eventStream();
    const events: string[] = [];
    const reading = readServerEvents(live.stream, (name) => events.push(name));
    live.send(`data: ${'x'.repeat(5_000)}`);
    await expect(reading).rejects.toThrow(/oversized/);
    expect(events).toEqual([]);
  });
});
