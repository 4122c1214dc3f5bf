// Comment and reaction writes are rate-limited per user (QUIRE_COMMENT_RATE_PER_USER,
// QUIRE_REACTION_RATE_PER_USER): over the limit 1079 with retry_after_secs, and nothing stored.
import { ErrorCode } from '@quire/shared/errors';
import { commentWorld } from '../../../test/comments.js';
import { backends, useClearOfWindowEdge, useTestServer } from '../../../test/harness.js';

describe.each(backends)('comment and reaction rates on $name', ({ name }) => {
  const current = useTestServer(name, {
    env: { QUIRE_COMMENT_RATE_PER_USER: '3/1m', QUIRE_REACTION_RATE_PER_USER: '2/1m' },
  });
  useClearOfWindowEdge(60);

  it('a fourth comment write in the window is refused with nothing stored; another user is not limited', async () => {
    const world = await commentWorld(current());
    const first = await world.comment('Guest', 'One');
    await world.comment('Guest', 'Two');
    await world.ok('Guest', 'DELETE', world.commentPath(), { comment_id: first });
    const refused = await world.as('Guest', 'POST', world.commentPath(), { content: 'Four' });
    expect(refused).toMatchObject({ code: ErrorCode.TooManyRequests });
    expect(refused.retry_after_secs).toBeGreaterThan(0);
    expect(await world.comments()).toHaveLength(2);
    await world.comment('NonMember', 'Someone else');
    expect((await world.comments()).map((c) => c.content)).toEqual(['Someone else', 'Two', '']);
  });

  it('a third reaction write in the window is refused with nothing stored', async () => {
    const world = await commentWorld(current());
    const comment = await world.comment('Guest', 'React');
    const react = (method: string, type: string) =>
      world.as('NonMember', method, world.reactionPath(), { comment_id: comment, reaction_type: type });
    expect((await react('POST', '👍')).code).toBe(0);
    expect((await react('DELETE', '👍')).code).toBe(0);
    expect((await react('POST', '🎉')).code).toBe(ErrorCode.TooManyRequests);
    expect(await world.reactions()).toEqual([]);
  });
});
