// What a comment write is refused for, each time with nothing stored: no session, comments turned off, a
// comment too long (in UTF-8 bytes) or empty, a body that does not parse or is far too big.
import { ErrorCode } from '@quire/shared/errors';
import { commentWorld } from '../../../test/comments.js';
import { backends, useTestServer } from '../../../test/harness.js';

describe.each(backends)('refused comment writes, on $name', ({ name }) => {
  const current = useTestServer(name);

  it('PRM-12: without a session a write is HTTP 401 (reads still work), nothing stored', async () => {
    const world = await commentWorld(current());
    const comment = await world.comment('Guest', 'Signed in');
    for (const [method, path, body] of [
      ['POST', world.commentPath(), { content: 'Anonymous' }],
      ['DELETE', world.commentPath(), { comment_id: comment }],
      ['POST', world.reactionPath(), { comment_id: comment, reaction_type: '👍' }],
      ['DELETE', world.reactionPath(), { comment_id: comment, reaction_type: '👍' }],
    ] as const) {
      expect((await world.as('anonymous', method, path, body)).status).toBe(401);
    }
    expect((await world.comments()).map((c) => [c.content, c.is_deleted])).toEqual([['Signed in', false]]);
    expect(await world.reactions()).toEqual([]);
  });

  it('PRM-03: with comments turned off the server refuses them, read and written (1012); on again they are back', async () => {
    const world = await commentWorld(current());
    const kept = await world.comment('Guest', 'Before they were turned off');
    await world.ok('Member', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: world.page, comments_enabled: false },
    ]);
    for (const [method, path, body] of [
      ['GET', world.commentPath(), undefined],
      ['POST', world.commentPath(), { content: 'While off' }],
      ['DELETE', world.commentPath(), { comment_id: kept }],
      ['GET', world.reactionPath(), undefined],
      ['POST', world.reactionPath(), { comment_id: kept, reaction_type: '👍' }],
    ] as const) {
      const answer = await world.as('Guest', method, path, body);
      expect({ method, path, code: answer.code }).toEqual({
        method,
        path,
        code: ErrorCode.NotEnoughPermissions,
      });
      expect(answer.data).toBeUndefined();
    }
    await world.ok('Member', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: world.page, comments_enabled: true },
    ]);
    expect((await world.comments()).map((c) => [c.content, c.is_deleted])).toEqual([
      ['Before they were turned off', false],
    ]);
    expect(await world.reactions()).toEqual([]);
  });

  it('content is bounded in UTF-8 bytes: 5000 accepted, 5001 refused with 1034; empty refused with 1008', async () => {
    const world = await commentWorld(current());
    const exactly = 'é'.repeat(2500); // 5000 bytes, 2500 characters
    await world.comment('Guest', exactly);
    for (const [content, code] of [
      [`${exactly}a`, ErrorCode.StringLengthLimitReached],
      ['€'.repeat(1700), ErrorCode.StringLengthLimitReached], // 1700 characters, 5100 bytes
      ['', ErrorCode.InvalidRequest],
      [' \n\t ', ErrorCode.InvalidRequest],
    ] as const) {
      expect((await world.as('Guest', 'POST', world.commentPath(), { content })).code).toBe(code);
    }
    expect((await world.comments()).map((c) => c.content)).toEqual([exactly]);
  });

  it('bodies that do not parse are 1008, a body far beyond any comment is HTTP 413; nothing stored', async () => {
    const world = await commentWorld(current());
    for (const body of [
      {},
      { content: 42 },
      { content: 'x', reply_comment_id: 'not-a-uuid' },
      { comment_id: 'x', reaction_type: 7 },
    ]) {
      expect((await world.as('Guest', 'POST', world.commentPath(), body)).code).toBe(
        ErrorCode.InvalidRequest,
      );
    }
    expect((await world.as('Guest', 'DELETE', world.commentPath(), {})).code).toBe(ErrorCode.InvalidRequest);
    const huge = await world.as('Guest', 'POST', world.commentPath(), { content: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(await world.comments()).toEqual([]);
  });
});
