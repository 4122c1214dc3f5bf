/**
 * A missing or unusable bearer token. Answered like AppFlowy: HTTP 401 with plain text, never an envelope,
 * because clients treat the 401 status itself as "refresh the token and retry".
 */
export class UnauthorizedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnauthorizedError';
  }
}
