import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EventBus, Unsubscribe } from '../bus/index.js';
import type { AccessEpochs } from './accessEpochs.js';
import type { WorkspaceEvent } from './control.js';

// Workspace events travel on the bus (`workspace:{id}`), so sockets on every instance hear them. They are only
// hints to reload (the folder, the member list) and to re-check access; what they announce is read over HTTP.

export function workspaceChannel(workspaceId: string): string {
  return `workspace:${workspaceId}`;
}

export function publishWorkspaceEvent(
  bus: EventBus,
  workspaceId: string,
  event: WorkspaceEvent,
): Promise<void> {
  return bus.publish(workspaceChannel(workspaceId), new TextEncoder().encode(JSON.stringify(event)));
}

export function subscribeWorkspaceEvents(
  bus: EventBus,
  workspaceId: string,
  handler: (event: WorkspaceEvent) => void,
): Promise<Unsubscribe> {
  return bus.subscribe(workspaceChannel(workspaceId), (payload) => {
    let event: unknown;
    try {
      event = JSON.parse(new TextDecoder().decode(payload));
    } catch {
      return;
    }
    if (isWorkspaceEvent(event)) handler(event);
  });
}

function isWorkspaceEvent(value: unknown): value is WorkspaceEvent {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  if (type === 'collab-updated') return typeof (value as { objectId?: unknown }).objectId === 'string';
  return isAccessChange(type);
}

/** The events after which access to a workspace's collabs may have changed. */
export function isAccessChange(type: unknown): boolean {
  return type === 'folder-changed' || type === 'members-changed';
}

type Params = Record<string, string | undefined>;

/** Which successful API writes announce what: route (method and URL pattern) → the event. */
const announced: { method: string; url: RegExp; event: (params: Params) => WorkspaceEvent | undefined }[] = [
  {
    method: 'POST',
    url: /\/collab\/:object_id\/web-update$/,
    event: (params) =>
      params.object_id === undefined ? undefined : { type: 'collab-updated', objectId: params.object_id },
  },
  // Content, not the tree: subscribers of the collab see the blocks arrive.
  { method: 'POST', url: /\/page-view\/:view_id\/append-block$/, event: () => undefined },
  {
    method: 'POST|PATCH|DELETE',
    url: /^\/api\/workspace\/:workspace_id\/(page-view|space|trash|restore-all-pages-from-trash|delete-all-pages-from-trash)/,
    event: () => ({ type: 'folder-changed' }),
  },
  // A published page copied into this workspace: new pages in its folder.
  {
    method: 'POST',
    url: /^\/api\/workspace\/:workspace_id\/published-duplicate$/,
    event: () => ({ type: 'folder-changed' }),
  },
  {
    method: 'PUT|DELETE',
    url: /^\/api\/workspace\/:workspace_id\/member$/,
    event: () => ({ type: 'members-changed' }),
  },
  {
    method: 'POST',
    url: /^\/api\/workspace\/:workspace_id\/leave$/,
    event: () => ({ type: 'members-changed' }),
  },
  { method: 'DELETE', url: /^\/api\/workspace\/:workspace_id$/, event: () => ({ type: 'members-changed' }) },
];

function eventOf(request: FastifyRequest): { workspaceId: string; event: WorkspaceEvent } | undefined {
  const url = request.routeOptions.url;
  if (url === undefined) return undefined;
  const params = request.params as Params;
  const workspaceId = params.workspace_id?.toLowerCase();
  if (workspaceId === undefined) return undefined;
  for (const rule of announced) {
    if (!rule.method.split('|').includes(request.method) || !rule.url.test(url)) continue;
    const event = rule.event(params);
    return event === undefined ? undefined : { workspaceId, event };
  }
  return undefined;
}

/**
 * Publishes the workspace event of every API write that succeeded (its envelope's code is 0), after the answer,
 * without touching the routes: the envelope is seen before serialisation, the event sent once it has gone. A change
 * of pages or members also raises the workspace's access epoch at once, before the answer leaves.
 */
export function announceWorkspaceWrites(app: FastifyInstance, bus: EventBus, epochs: AccessEpochs): void {
  const succeeded = new WeakMap<FastifyRequest, { workspaceId: string; event: WorkspaceEvent }>();
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && (payload as { code?: unknown } | null)?.code === 0) {
      const found = eventOf(request);
      if (found !== undefined) {
        succeeded.set(request, found);
        if (isAccessChange(found.event.type)) epochs.changed(found.workspaceId);
      }
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const found = succeeded.get(request);
    if (found !== undefined) {
      publishWorkspaceEvent(bus, found.workspaceId, found.event).catch((error: unknown) => {
        request.log.warn({ err: error }, 'a workspace event could not be published');
      });
    }
    done();
  });
}
