import { readServerControl } from './serverControl.js';

describe('reading the server’s control messages (CON-23)', () => {
  it('reads the three kinds of message the server sends', () => {
    expect(readServerControl('{"type":"auth-ok","userId":"u","expiresAt":17}')).toEqual({
      type: 'auth-ok',
      userId: 'u',
      expiresAt: 17,
    });
    expect(
      readServerControl(
        JSON.stringify({
          type: 'error',
          code: 1012,
          name: 'NotEnoughPermissions',
          message: 'no',
          objectId: 'o',
        }),
      ),
    ).toEqual({ type: 'error', code: 1012, name: 'NotEnoughPermissions', message: 'no', objectId: 'o' });
    expect(
      readServerControl(
        JSON.stringify({
          type: 'workspace-event',
          workspaceId: 'w',
          event: { type: 'collab-updated', objectId: 'o' },
        }),
      ),
    ).toEqual({
      type: 'workspace-event',
      workspaceId: 'w',
      event: { type: 'collab-updated', objectId: 'o' },
    });
  });

  it('anything else is not a message: bad JSON, unknown types, missing or mistyped fields', () => {
    for (const text of [
      'not json',
      'null',
      '[]',
      '{"type":"auth-ok","userId":"u"}',
      '{"type":"error","code":"1012","name":"x","message":"m"}',
      '{"type":"workspace-event","workspaceId":"w","event":{"type":"something-else"}}',
      '{"type":"workspace-event","workspaceId":"w","event":{"type":"collab-updated"}}',
      '{"type":"hello"}',
    ])
      expect(readServerControl(text)).toBeUndefined();
  });
});
