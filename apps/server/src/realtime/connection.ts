import { AppError } from '@quire/shared/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { verifySignedIn, type SignedInClaims } from '../auth/authenticate.js';
import type { EventBus, Unsubscribe } from '../bus/index.js';
import { isSessionActive } from '../gotrue/sessions.js';
import { UnauthorizedError } from '../http/unauthorized.js';
import { CollabSubscriptions, type SubscriptionDeps } from './collabSubscriptions.js';
import {
  errorMessage,
  parseControl,
  type ClientControl,
  type ServerControl,
  type WorkspaceEvent,
} from './control.js';
import { EventReadAccess } from './eventAccess.js';
import type { SessionSockets } from './sessionSockets.js';
import { decodeClientFrame, type CollabAddress } from './frames.js';
import { subscribeWorkspaceEvents } from './workspaceEvents.js';
import { memberRole } from '../policies/membership.js';

export interface RealtimeDeps extends SubscriptionDeps {
  bus: EventBus;
  /** Closes this socket as soon as its session ends (sign-out, revoked), on any instance. */
  sessions: SessionSockets;
  log: FastifyBaseLogger;
}

/** Close codes of /ws/v1 (docs/realtime.md); the reason says which case. */
export const CloseCode = {
  GoingAway: 1001,
  Unauthorized: 4401,
  AuthTimeout: 4408,
  TooSlow: 4429,
} as const;

/** Frames waiting to be handled beyond this are refused; a client this far ahead is flooding. */
const maxQueuedFrames = 256;
/** Bytes waiting to be sent beyond this: the client does not read, it is disconnected. */
const maxBufferedBytes = 32 * 1024 * 1024;
/** A socket that has not answered a ping (browsers answer by themselves) within this is dropped as dead. */
const heartbeatMs = 30_000;

interface WorkspaceFeed {
  /** The client asked for its events (else followed only to notice access changes). */
  forwarded: boolean;
  unsubscribe: Promise<Unsubscribe>;
  /** Events naming a collab are sent only when this user may read it. */
  access: EventReadAccess;
}

/**
 * One /ws/v1 socket: authentication (first message, renewable, ended by expiry or a revoked session), then frames
 * handled one at a time in arrival order, each refusal an error frame.
 */
export class RealtimeConnection {
  private claims: SignedInClaims | undefined;
  private readonly timers: {
    auth?: NodeJS.Timeout;
    expiry?: NodeJS.Timeout;
    check?: NodeJS.Timeout;
    heartbeat?: NodeJS.Timeout;
  } = {};
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  /** Workspace events being sent, in the order they arrived (one naming a collab waits for its access check). */
  private events: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly feeds = new Map<string, WorkspaceFeed>();
  /** Forgets this socket in the registry of its session's sockets. */
  private leaveSession: (() => void) | undefined;
  private readonly collabs: CollabSubscriptions;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: RealtimeDeps,
  ) {
    this.collabs = new CollabSubscriptions(deps, {
      send: (frame) => {
        this.send(frame);
      },
      refuse: (error, address) => {
        this.refuse(error, address);
      },
      followWorkspace: (workspaceId) => {
        this.follow(workspaceId, false);
      },
      userUuid: () => this.claims?.userUuid ?? '',
    });
  }

  start(): void {
    const { realtime } = this.deps.config;
    this.timers.auth = setTimeout(() => {
      this.close(CloseCode.AuthTimeout, 'authentication timed out: send {"type":"auth","token":…} first');
    }, realtime.authTimeoutSeconds * 1000);
    this.socket.on('message', (data: Buffer, isBinary: boolean) => {
      this.receive(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), isBinary);
    });
    let answered = true;
    this.socket.on('pong', () => {
      answered = true;
    });
    this.timers.heartbeat = setInterval(() => {
      if (!answered) {
        this.socket.terminate();
        this.cleanUp();
        return;
      }
      answered = false;
      this.socket.ping();
    }, heartbeatMs);
    this.socket.on('close', () => {
      this.cleanUp();
    });
    this.socket.on('error', (error) => {
      this.deps.log.debug({ err: error }, 'websocket error');
    });
  }

  private receive(bytes: Uint8Array, isBinary: boolean): void {
    if (this.closed) return;
    if (bytes.byteLength > this.deps.config.realtime.maxMessageBytes) {
      this.refuse(
        new AppError(
          'PayloadTooLarge',
          `A message can be at most ${this.deps.config.realtime.maxMessageBytes} bytes`,
        ),
      );
      return;
    }
    if (this.queued >= maxQueuedFrames) {
      this.refuse(new AppError('TooManyRequests', 'Too many messages at once'));
      return;
    }
    // Copied: ws may reuse its buffer; handled in order, one at a time.
    const copy = bytes.slice();
    this.queued += 1;
    this.queue = this.queue
      .then(() => this.handle(copy, isBinary))
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'a websocket message failed');
        this.refuse(error);
      })
      .finally(() => {
        this.queued -= 1;
      });
  }

  private async handle(bytes: Uint8Array, isBinary: boolean): Promise<void> {
    if (this.closed) return;
    if (!isBinary) {
      const control = parseControl(new TextDecoder().decode(bytes));
      if (control === undefined) {
        if (this.claims === undefined) this.close(CloseCode.Unauthorized, 'authenticate first');
        else this.refuse(new AppError('InvalidRequest', 'Unknown control message'));
        return;
      }
      await this.control(control);
      return;
    }
    if (this.claims === undefined) {
      this.close(CloseCode.Unauthorized, 'authenticate first');
      return;
    }
    const frame = decodeClientFrame(bytes);
    if ('refused' in frame) {
      this.refuse(new AppError('InvalidRequest', `Malformed frame: ${frame.refused}`));
      return;
    }
    await this.collabs.handle(frame);
  }

  private async control(message: ClientControl): Promise<void> {
    if (message.type === 'auth') {
      await this.authenticate(message.token);
      return;
    }
    if (this.claims === undefined) {
      this.close(CloseCode.Unauthorized, 'authenticate first');
      return;
    }
    if (message.type === 'subscribe-workspace') {
      const limit = this.deps.config.realtime.maxCollabsPerConnection;
      if (!this.feeds.has(message.workspaceId) && this.feeds.size >= limit) {
        throw new AppError(
          'TooManyRequests',
          `At most ${limit} workspaces can be followed on one connection`,
        );
      }
      if ((await memberRole(this.deps.db, message.workspaceId, this.claims.userUuid)) === null) {
        throw new AppError('NotEnoughPermissions');
      }
      this.follow(message.workspaceId, true);
    } else {
      const feed = this.feeds.get(message.workspaceId);
      if (feed !== undefined) feed.forwarded = false;
    }
  }

  /** First or renewed: the same user only; a refused token closes the socket. */
  private async authenticate(token: string): Promise<void> {
    let claims: SignedInClaims;
    try {
      claims = await verifySignedIn(this.deps.config.jwtSecret, this.deps.db, token);
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) throw error;
      this.close(CloseCode.Unauthorized, error.message);
      return;
    }
    if (this.claims !== undefined && this.claims.userUuid !== claims.userUuid) {
      this.close(CloseCode.Unauthorized, 'the token is for another user');
      return;
    }
    this.claims = claims;
    this.leaveSession?.();
    this.leaveSession = this.deps.sessions.add(claims.sessionId, () => {
      this.close(CloseCode.Unauthorized, 'session ended: sign in again');
    });
    clearTimeout(this.timers.auth);
    clearTimeout(this.timers.expiry);
    this.timers.expiry = setTimeout(
      () => {
        this.close(CloseCode.Unauthorized, 'token expired: send a refreshed token before it expires');
      },
      Math.max(0, claims.expiresAt * 1000 - Date.now()),
    );
    if (this.timers.check === undefined) {
      this.timers.check = setInterval(() => {
        this.enqueueCheck();
      }, this.deps.config.realtime.sessionCheckSeconds * 1000);
    }
    this.sendControl({ type: 'auth-ok', userId: claims.userUuid, expiresAt: claims.expiresAt });
  }

  /** The session still active (else the socket closes) and access to every open collab still there. */
  private enqueueCheck(): void {
    this.queue = this.queue
      .then(async () => {
        const claims = this.claims;
        if (claims === undefined || this.closed) return;
        if (!(await isSessionActive(this.deps.db, claims.sessionId, claims.userUuid))) {
          this.close(CloseCode.Unauthorized, 'session ended: sign in again');
          return;
        }
        for (const workspaceId of this.collabs.workspaces()) await this.collabs.recheck(workspaceId);
      })
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'a websocket session check failed');
      });
  }

  private follow(workspaceId: string, forwarded: boolean): void {
    const feed = this.feeds.get(workspaceId);
    if (feed !== undefined) {
      feed.forwarded ||= forwarded;
      return;
    }
    const created: WorkspaceFeed = {
      forwarded,
      access: new EventReadAccess(
        this.deps.db,
        this.deps.accessEpochs,
        workspaceId,
        () => this.claims?.userUuid ?? '',
      ),
      unsubscribe: subscribeWorkspaceEvents(this.deps.bus, workspaceId, (event) => {
        if (event.type !== 'collab-updated') created.access.forget();
        if (created.forwarded) this.forwardEvent(created, workspaceId, event);
        if (event.type === 'members-changed' || event.type === 'folder-changed') {
          this.queue = this.queue
            .then(() => this.collabs.recheck(workspaceId))
            .catch((error: unknown) => {
              this.deps.log.error({ err: error }, 'a websocket access check failed');
            });
        }
      }),
    };
    this.feeds.set(workspaceId, created);
  }

  /** Sends `event` in its turn; one naming a collab only if this user may read that collab. */
  private forwardEvent(feed: WorkspaceFeed, workspaceId: string, event: WorkspaceEvent): void {
    this.events = this.events
      .then(async () => {
        if (event.type === 'collab-updated' && !(await feed.access.mayRead(event.objectId))) return;
        this.sendControl({ type: 'workspace-event', workspaceId, event });
      })
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'a workspace event could not be sent');
      });
  }

  private send(frame: Uint8Array): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > maxBufferedBytes) {
      this.close(CloseCode.TooSlow, 'the client does not read fast enough');
      return;
    }
    this.socket.send(frame);
  }

  private sendControl(message: ServerControl): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(JSON.stringify(message));
  }

  private refuse(error: unknown, address?: CollabAddress): void {
    const message = errorMessage(error, address);
    if (message.name === 'Internal') this.deps.log.error({ err: error }, 'a websocket message failed');
    this.sendControl(message);
  }

  private close(code: number, reason: string): void {
    if (this.closed) return;
    // A close reason is at most 123 bytes.
    this.socket.close(code, Buffer.from(reason).subarray(0, 123).toString());
    this.cleanUp();
  }

  private cleanUp(): void {
    if (this.closed) return;
    this.closed = true;
    this.leaveSession?.();
    clearTimeout(this.timers.auth);
    clearTimeout(this.timers.expiry);
    clearInterval(this.timers.check);
    clearInterval(this.timers.heartbeat);
    this.collabs.closeAll();
    for (const feed of this.feeds.values()) {
      feed.unsubscribe
        .then((unsubscribe) => unsubscribe())
        .catch((error: unknown) => {
          this.deps.log.warn({ err: error }, 'a workspace feed could not be left');
        });
    }
    this.feeds.clear();
  }
}
