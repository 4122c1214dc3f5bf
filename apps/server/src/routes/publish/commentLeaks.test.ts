// Leak tests for comments and reactions: they are read and written only where the page itself may be read by
// the public — never of a page not published (or no longer), trashed, in a private space, expired, of a
// protected page without its password, and a comment of one page is never reached through another's.
import { ErrorCode } from '@quire/shared/errors';
import { commentWorld, type CommentWorld } from '../../../test/comments.js';
import { backends, useTestServer } from '../../../test/harness.js';

/** What every comment route answers for `viewId` (the codes), as the signed-in Guest. */
async function commentCodes(world: CommentWorld, viewId: string, commentId: string, headers = {}) {
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await world.as('Guest', method, path, body, headers);
    if (answer.code !== 0) expect(answer.data).toBeUndefined();
    return answer.code;
  };
  return {
    read: await call('GET', world.commentPath(viewId)),
    reactions: await call('GET', world.reactionPath(viewId)),
    write: await call('POST', world.commentPath(viewId), { content: 'Probe' }),
    react: await call('POST', world.reactionPath(viewId), { comment_id: commentId, reaction_type: '👍' }),
  };
}

const closed = (code: number) => ({ read: code, reactions: code, write: code, react: code });

describe.each(backends)('what comments never reveal, on $name', ({ name }) => {
  const current = useTestServer(name);

  it('PRM-12: a page never published, and an id that is no page or no id at all, answer View has not been published yet', async () => {
    const world = await commentWorld(current());
    const draft = await world.createPage('Owner', world.general.view_id, 'Draft');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const viewId of [draft, missing]) {
      expect(await commentCodes(world, viewId, missing)).toEqual(closed(ErrorCode.RecordNotFound));
    }
    const answer = await world.as('anonymous', 'GET', world.commentPath('not-a-view'));
    expect(answer).toMatchObject({
      code: ErrorCode.RecordNotFound,
      message: 'View has not been published yet',
    });
  });

  it('unpublished, trashed or moved into a private space, a page shuts its comments with it (kept for when it is back)', async () => {
    const world = await commentWorld(current());
    const comment = await world.comment('Guest', 'Still here later');
    await world.ok('Member', 'POST', `/api/workspace/{ws}/page-view/${world.page}/unpublish`);
    expect(await commentCodes(world, world.page, comment)).toEqual(closed(ErrorCode.RecordNotFound));
    await world.publish(world.page, { publish_name: 'talk' }, 'Member');
    expect((await world.comments()).map((c) => c.content)).toEqual(['Still here later']);

    await world.ok('Member', 'POST', `/api/workspace/{ws}/page-view/${world.page}/move-to-trash`);
    expect(await commentCodes(world, world.page, comment)).toEqual(closed(ErrorCode.RecordNotFound));
    await world.ok('Member', 'POST', `/api/workspace/{ws}/page-view/${world.page}/restore-from-trash`);

    await world.ok('Owner', 'PATCH', `/api/workspace/{ws}/space/${world.general.view_id}`, {
      space_permission: 1,
    });
    expect(await commentCodes(world, world.page, comment)).toEqual(closed(ErrorCode.RecordNotFound));
    await world.ok('Owner', 'PATCH', `/api/workspace/{ws}/space/${world.general.view_id}`, {
      space_permission: 0,
    });
    expect((await world.comments()).map((c) => c.content)).toEqual(['Still here later']);
  });

  it('an expired publication shuts its comments', async () => {
    const world = await commentWorld(current());
    const comment = await world.comment('Guest', 'Before the end');
    const past = new Date(Date.now() - 60_000).toISOString();
    await world.ok('Member', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: world.page, expires_at: past },
    ]);
    expect(await commentCodes(world, world.page, comment)).toEqual(closed(ErrorCode.RecordNotFound));
  });

  it('a protected page: nothing without its password (1002), a wrong one neither; with it, all', async () => {
    const world = await commentWorld(current());
    const comment = await world.comment('Guest', 'Before the password');
    await world.ok('Member', 'PATCH', '/api/workspace/{ws}/publish', [
      { view_id: world.page, password: 'open sesame' },
    ]);
    expect(await commentCodes(world, world.page, comment)).toEqual(closed(ErrorCode.InvalidPassword));
    expect(await commentCodes(world, world.page, comment, { 'x-publish-password': 'wrong' })).toEqual(
      closed(ErrorCode.InvalidPassword),
    );
    const anonymous = await world.as('anonymous', 'GET', world.commentPath());
    expect(anonymous.code).toBe(ErrorCode.InvalidPassword);
    expect(await commentCodes(world, world.page, comment, { 'x-publish-password': 'open sesame' })).toEqual(
      closed(0),
    );
    // Only the probes sent with the password were stored.
    const read = await world.as('anonymous', 'GET', world.commentPath(), undefined, {
      'x-publish-password': 'open sesame',
    });
    expect((read.data as { comments: { content: string }[] }).comments.map((c) => c.content)).toEqual([
      'Probe',
      'Before the password',
    ]);
  });

  it('API-CMT-01 / a protected page whose password a header cannot carry: reads POST it to …/list as the page’s other reads do', async () => {
    const world = await commentWorld(current());
    const comment = await world.comment('Guest', 'Before the password');
    await world.as('Guest', 'POST', world.reactionPath(), { comment_id: comment, reaction_type: '👍' });
    const password = 'clé ☂ secrète';
    await world.ok('Member', 'PATCH', '/api/workspace/{ws}/publish', [{ view_id: world.page, password }]);
    const list = (path: string) => `${path}/list`;
    type Comments = { comments: { content: string; can_be_deleted: boolean }[] };
    // Anonymous and signed in, comments and reactions, with the password in the body.
    const read = await world.as<Comments>('anonymous', 'POST', list(world.commentPath()), { password });
    expect(read.code).toBe(0);
    expect(read.data?.comments.map((c) => c.content)).toEqual(['Before the password']);
    const mine = await world.as<Comments>('Guest', 'POST', list(world.commentPath()), { password });
    expect(mine.data?.comments.map((c) => c.can_be_deleted)).toEqual([true]);
    const reactions = await world.as<{ reactions: { reaction_type: string }[] }>(
      'anonymous',
      'POST',
      `${list(world.reactionPath())}?comment_id=${comment}`,
      { password },
    );
    expect(reactions.code).toBe(0);
    expect(reactions.data?.reactions.map((r) => r.reaction_type)).toEqual(['👍']);
    // Writes carry it in their own body.
    expect((await world.as('Guest', 'POST', world.commentPath(), { content: 'Probe', password })).code).toBe(
      0,
    );
    // Without it, with a wrong one, or only in the header's place (GET has no body): refused, nothing read.
    for (const body of [{}, { password: 'clé ☂ fausse' }, { password: 7 }]) {
      for (const path of [list(world.commentPath()), list(world.reactionPath())]) {
        const refused = await world.as('anonymous', 'POST', path, body);
        expect(refused.code).not.toBe(0);
        expect(refused.data).toBeUndefined();
      }
    }
    expect((await world.as('anonymous', 'GET', world.commentPath())).code).toBe(ErrorCode.InvalidPassword);
    // Bounded: a body beyond a public read's limit is refused before anything is looked at.
    const huge = await world.as('anonymous', 'POST', list(world.commentPath()), {
      password: 'x'.repeat(8192),
    });
    expect(huge.code).not.toBe(0);
    expect(huge.data).toBeUndefined();
    // A read is never a write: a comment's fields POSTed to …/list store nothing.
    await world.as('Guest', 'POST', list(world.commentPath()), { password, content: 'Not a comment' });
    const after = await world.as<Comments>('anonymous', 'POST', list(world.commentPath()), { password });
    expect(after.data?.comments.map((c) => c.content)).toEqual(['Probe', 'Before the password']);
  });

  it("another page's or workspace's comments are never reached through this page: not deleted, not reacted to", async () => {
    const world = await commentWorld(current());
    const other = await commentWorld(current());
    const theirs = await other.comment('Guest', 'In the other workspace');
    // Their publisher, signed in, through this page's path: the comment is not on this page.
    const answer = await other.as('Member', 'DELETE', world.commentPath(), { comment_id: theirs });
    expect(answer.code).toBe(ErrorCode.RecordNotFound);
    const react = await other.as('Guest', 'POST', world.reactionPath(), {
      comment_id: theirs,
      reaction_type: '👍',
    });
    expect(react.code).toBe(ErrorCode.RecordNotFound);
    expect(await world.comments()).toEqual([]);
    expect(await world.reactions('anonymous', `?comment_id=${theirs}`)).toEqual([]);
    expect((await other.comments()).map((c) => [c.content, c.is_deleted])).toEqual([
      ['In the other workspace', false],
    ]);
    expect(await other.reactions()).toEqual([]);
  });
});
