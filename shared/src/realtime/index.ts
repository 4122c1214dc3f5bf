export {
  RealtimeConnection,
  type ConnectionStatus,
  type RealtimeOptions,
  type SocketLike,
} from './connection.js';
export { CollabChannel, ChannelWriteError, type ChannelHandlers } from './channel.js';
export { realtimeConnection } from './instance.js';
export {
  CollabPresence,
  type Collaborator,
  type PresencePoint,
  type PresenceState,
  type PresenceUser,
} from './presence.js';
