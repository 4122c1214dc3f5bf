import type { Envelope } from '@quire/shared/errors';

export const successMessage = 'Operation completed successfully.';

/** AppFlowy's success envelope: code 0, `data` omitted when there is none. */
export function okEnvelope<T>(data?: T | null): Envelope<T> {
  return data === undefined || data === null
    ? { code: 0, message: successMessage }
    : { code: 0, data, message: successMessage };
}

export function errorEnvelope(code: number, message: string): Envelope<never> {
  return { code, message };
}
