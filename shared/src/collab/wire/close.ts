/** Close codes the server uses beyond the standard ones. */
export const RealtimeClose = {
  /** Not authenticated, token expired or session ended: refresh the token, reconnect. */
  Unauthorized: 4401,
  /** No auth message in time. */
  AuthTimeout: 4408,
  /** The client does not read fast enough. */
  TooSlow: 4429,
} as const;
