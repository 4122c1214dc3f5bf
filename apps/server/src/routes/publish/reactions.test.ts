// Reactions to comments on published pages (spec 001 §7): grouped by comment, each kind with who chose it;
// anyone reads them, a signed-in user adds and takes back their own only; bounded kinds and sizes.
import { publishedReactionListSchema } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import { commentWorld } from '../../../test/comments.js';
import { backends, useTestServer } from '../../../test/harness.js';

describe.each(backends)('reactions on published pages, on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-CMT-04 / API-CMT-05 ENT-52 / ENT-53: reactions grouped by comment, then kind, with who reacted; ?comment_id narrows', async () => {
    const world = await commentWorld(current());
    const first = await world.comment('Guest', 'First');
    const second = await world.comment('NonMember', 'Second');
    const react = (who: 'Guest' | 'NonMember' | 'Owner', commentId: string, type: string) =>
      world.ok(who, 'POST', world.reactionPath(), { comment_id: commentId, reaction_type: type });
    await react('Guest', first, '👍');
    await react('NonMember', second, '🎉');
    await react('NonMember', first, '👍');
    await react('Owner', first, '❤️');
    // The same reaction twice is one.
    await react('Guest', first, '👍');

    const read = await world.as('anonymous', 'GET', world.reactionPath());
    const { reactions } = publishedReactionListSchema.parse(read.data);
    const users = world.ctx.users;
    const person = (role: 'Guest' | 'NonMember' | 'Owner') => ({
      uuid: users[role].user.uuid,
      name: users[role].user.name,
      avatar_url: null,
    });
    expect(reactions).toEqual([
      { comment_id: first, reaction_type: '👍', react_users: [person('Guest'), person('NonMember')] },
      { comment_id: first, reaction_type: '❤️', react_users: [person('Owner')] },
      { comment_id: second, reaction_type: '🎉', react_users: [person('NonMember')] },
    ]);
    expect(await world.reactions('anonymous', `?comment_id=${second}`)).toEqual([
      { comment_id: second, reaction_type: '🎉', react_users: [person('NonMember')] },
    ]);
    expect((await world.as('anonymous', 'GET', `${world.reactionPath()}?comment_id=nope`)).code).toBe(
      ErrorCode.InvalidRequest,
    );
  });

  it("API-CMT-06: one takes back one's own reaction only; another's stays", async () => {
    const world = await commentWorld(current());
    const comment = await world.comment('Guest', 'React to me');
    const body = { comment_id: comment, reaction_type: '👍' };
    await world.ok('Guest', 'POST', world.reactionPath(), body);
    await world.ok('NonMember', 'POST', world.reactionPath(), body);
    // The Owner and the publisher cannot take back someone else's reaction: only their own (none) goes.
    await world.ok('Owner', 'DELETE', world.reactionPath(), body);
    await world.ok('Member', 'DELETE', world.reactionPath(), body);
    expect((await world.reactions())[0]?.react_users.map((user) => user.uuid)).toEqual([
      world.ctx.users.Guest.user.uuid,
      world.ctx.users.NonMember.user.uuid,
    ]);
    await world.ok('Guest', 'DELETE', world.reactionPath(), body);
    expect((await world.reactions())[0]?.react_users.map((user) => user.uuid)).toEqual([
      world.ctx.users.NonMember.user.uuid,
    ]);
    await world.ok('NonMember', 'DELETE', world.reactionPath(), body);
    expect(await world.reactions()).toEqual([]);
  });

  it('a deleted comment takes its reactions out of the answers and takes no new ones', async () => {
    const world = await commentWorld(current());
    const comment = await world.comment('Guest', 'Soon gone');
    await world.ok('NonMember', 'POST', world.reactionPath(), { comment_id: comment, reaction_type: '👀' });
    await world.ok('Guest', 'DELETE', world.commentPath(), { comment_id: comment });
    expect(await world.reactions()).toEqual([]);
    const late = await world.as('NonMember', 'POST', world.reactionPath(), {
      comment_id: comment,
      reaction_type: '👍',
    });
    expect(late.code).toBe(ErrorCode.RecordNotFound);
  });

  it('refuses, with nothing stored: a reaction too long (1034), with spaces or empty (1008), to a comment of another page or none (-2), a 21st kind (1008)', async () => {
    const world = await commentWorld(current());
    const comment = await world.comment('Guest', 'Bounded');
    const elsewhere = await world.createPage('Owner', world.general.view_id, 'Elsewhere');
    await world.publish(elsewhere, { publish_name: 'elsewhere' });
    const there = await world.comment('Guest', 'There', null, elsewhere);
    const react = (commentId: string, type: string) =>
      world.as('NonMember', 'POST', world.reactionPath(), { comment_id: commentId, reaction_type: type });
    expect((await react(comment, '👍'.repeat(17))).code).toBe(ErrorCode.StringLengthLimitReached);
    expect((await react(comment, '')).code).toBe(ErrorCode.InvalidRequest);
    expect((await react(comment, 'a b')).code).toBe(ErrorCode.InvalidRequest);
    expect((await react(comment, '\u0000')).code).toBe(ErrorCode.InvalidRequest);
    expect((await react(there, '👍')).code).toBe(ErrorCode.RecordNotFound);
    expect((await react('00000000-0000-4000-8000-000000000000', '👍')).code).toBe(ErrorCode.RecordNotFound);
    expect(await world.reactions()).toEqual([]);
    expect(await world.reactions('anonymous', '', elsewhere)).toEqual([]);

    const kinds = Array.from({ length: 20 }, (_unused, index) => String.fromCodePoint(0x1f600 + index));
    for (const kind of kinds) expect((await react(comment, kind)).code).toBe(0);
    expect((await react(comment, '🙏')).code).toBe(ErrorCode.InvalidRequest);
    expect((await world.reactions()).map((reaction) => reaction.reaction_type)).toEqual(kinds);
  });
});
