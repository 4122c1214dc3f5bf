// Comments on published pages (spec 001 §7, AppFlowy's shapes): read by anyone who may read the page, written
// by signed-in users, newest first, answers through reply_comment_id, soft deletion by the author or the
// page's publisher only (the workspace Owner is not special), can_be_deleted per reader, names never e-mails.
import { randomUUID } from 'node:crypto';
import { publishedCommentListSchema, publishedReactionListSchema } from '@quire/shared/contract';
import { ErrorCode } from '@quire/shared/errors';
import { commentWorld, type Caller } from '../../../test/comments.js';
import { bearerFor } from '../../../test/factories.js';
import { backends, useTestServer } from '../../../test/harness.js';
import { findOrCreateUserByEmail } from '../../gotrue/accounts.js';
import { anonymousCommenterName } from '../../presenters/publishedComment.js';

describe.each(backends)('comments on published pages, on $name', ({ name }) => {
  const current = useTestServer(name);

  it('API-CMT-01 / API-CMT-02 PRM-07 / PRM-12 ENT-51: anyone reads, a signed-in user writes and answers; newest first, in the contract shape', async () => {
    const world = await commentWorld(current());
    expect(await world.comments('anonymous')).toEqual([]);
    const first = await world.comment('NonMember', 'First!');
    const second = await world.comment('Guest', 'Second');
    const answer = await world.comment('Member', 'An answer to the first', first);

    const read = await world.as('anonymous', 'GET', world.commentPath());
    expect(read.status).toBe(200);
    const { comments } = publishedCommentListSchema.parse(read.data);
    expect(comments.map((comment) => comment.comment_id)).toEqual([answer, second, first]);
    expect(comments.map((comment) => comment.reply_comment_id)).toEqual([first, null, null]);
    const nonMember = world.ctx.users.NonMember.user;
    expect(comments[2]).toEqual({
      comment_id: first,
      user: { uuid: nonMember.uuid, name: nonMember.name, avatar_url: null },
      content: 'First!',
      created_at: comments[2]?.created_at,
      last_updated_at: comments[2]?.created_at,
      reply_comment_id: null,
      is_deleted: false,
      can_be_deleted: false,
    });
  });

  it('PRM-13: can_be_deleted per reader — the author, the publisher; not the Owner who did not publish, nor others', async () => {
    const world = await commentWorld(current());
    const theirs = await world.comment('NonMember', 'By someone outside the workspace');
    const owners = await world.comment('Owner', 'By the Owner');
    const deletable = async (who: Caller) =>
      Object.fromEntries(
        (await world.comments(who)).map((comment) => [comment.comment_id, comment.can_be_deleted]),
      );
    expect(await deletable('anonymous')).toEqual({ [theirs]: false, [owners]: false });
    expect(await deletable('NonMember')).toEqual({ [theirs]: true, [owners]: false });
    expect(await deletable('Guest')).toEqual({ [theirs]: false, [owners]: false });
    expect(await deletable('Owner')).toEqual({ [theirs]: false, [owners]: true });
    // The Member published the page: any comment on it.
    expect(await deletable('Member')).toEqual({ [theirs]: true, [owners]: true });
  });

  it('API-CMT-03: the permission matrix of deletion, each refusal leaving the comment as it was', async () => {
    const world = await commentWorld(current());
    const target = await world.comment('NonMember', 'Delete me if you can');
    const remove = (who: Caller, commentId = target) =>
      world.as(who, 'DELETE', world.commentPath(), { comment_id: commentId });

    expect((await remove('anonymous')).status).toBe(401);
    expect(await remove('Guest')).toMatchObject({ code: ErrorCode.UserUnAuthorized });
    // The workspace's Owner did not publish the page: no more right than anyone else.
    expect(await remove('Owner')).toMatchObject({ code: ErrorCode.UserUnAuthorized });
    expect((await world.comments())[0]).toMatchObject({ content: 'Delete me if you can', is_deleted: false });

    // The author may.
    expect((await remove('NonMember')).code).toBe(0);
    expect((await world.comments())[0]).toMatchObject({
      comment_id: target,
      content: '',
      is_deleted: true,
      can_be_deleted: false,
    });
    // The publisher may delete anyone's.
    const other = await world.comment('Guest', 'Another one');
    expect((await remove('Member', other)).code).toBe(0);
    expect((await world.comments()).map((comment) => comment.is_deleted)).toEqual([true, true]);
    // Deleting a deleted comment again changes nothing; an unknown comment is not found.
    expect((await remove('NonMember')).code).toBe(0);
    expect((await remove('Member', randomUUID())).code).toBe(ErrorCode.RecordNotFound);
  });

  it('a deleted comment keeps its place and its answers, loses its text; it cannot be answered any more', async () => {
    const world = await commentWorld(current());
    const question = await world.comment('Guest', 'A question');
    const reply = await world.comment('NonMember', 'A reply', question);
    await world.as('Guest', 'DELETE', world.commentPath(), { comment_id: question });
    const listed = await world.comments();
    expect(listed.map((comment) => [comment.comment_id, comment.content, comment.reply_comment_id])).toEqual([
      [reply, 'A reply', question],
      [question, '', null],
    ]);
    const late = await world.as('NonMember', 'POST', world.commentPath(), {
      content: 'Too late',
      reply_comment_id: question,
    });
    expect(late.code).toBe(ErrorCode.RecordNotFound);
    expect(await world.comments()).toHaveLength(2);
  });

  it('an answer must answer a comment of the same page', async () => {
    const world = await commentWorld(current());
    const elsewhere = await world.createPage('Owner', world.general.view_id, 'Elsewhere');
    await world.publish(elsewhere, { publish_name: 'elsewhere' });
    const there = await world.comment('Guest', 'On the other page', null, elsewhere);
    const crossed = await world.as('Guest', 'POST', world.commentPath(), {
      content: 'Answering across pages',
      reply_comment_id: there,
    });
    expect(crossed.code).toBe(ErrorCode.RecordNotFound);
    expect(await world.comments()).toEqual([]);
  });

  it('names that are e-mail addresses are not shown; an address never appears in an answer', async () => {
    const world = await commentWorld(current());
    const user = world.ctx.users.Guest.user;
    await current()
      .server.database.db.updateTable('users')
      .set({ name: user.email })
      .where('uuid', '=', user.uuid)
      .execute();
    await world.comment('Guest', 'Who am I?');
    const read = await world.as('anonymous', 'GET', world.commentPath());
    expect(publishedCommentListSchema.parse(read.data).comments[0]?.user?.name).toBe(anonymousCommenterName);
    expect(JSON.stringify(read)).not.toContain('@');
    expect(JSON.stringify(read)).not.toContain(user.email.split('@')[0]?.slice(0, 6));
  });

  it("security 1 / a magic-link account's default name (its address's local part) never reaches a reader of comments or reactions", async () => {
    const world = await commentWorld(current());
    const { server } = current();
    // Letters no uuid or timestamp holds, so any piece of the address in an answer is found.
    const local = `zoe.quill.${randomUUID().slice(0, 8)}`;
    const { user } = await findOrCreateUserByEmail(server.authDeps, `${local}@example.org`);
    expect(user.name).toBe(local);
    const authorization = await bearerFor(server, user);
    const posted = await world.as(
      'anonymous',
      'POST',
      world.commentPath(),
      { content: 'From a magic link', reply_comment_id: null },
      { authorization },
    );
    expect(posted.code).toBe(0);
    const [comment] = await world.comments();
    if (comment === undefined) throw new Error('the comment is not listed');
    const reacted = await world.as(
      'anonymous',
      'POST',
      world.reactionPath(),
      { comment_id: comment.comment_id, reaction_type: '👍' },
      { authorization },
    );
    expect(reacted.code).toBe(0);

    for (const reader of ['anonymous', 'NonMember', 'Owner'] as const) {
      const comments = await world.as(reader, 'GET', world.commentPath());
      const reactions = await world.as(reader, 'GET', world.reactionPath());
      for (const answer of [comments, reactions]) {
        const text = JSON.stringify(answer);
        for (const piece of ['zoe', 'quill', 'example.org', '@']) expect(text).not.toContain(piece);
      }
      expect(publishedCommentListSchema.parse(comments.data).comments).toEqual([
        expect.objectContaining({
          content: 'From a magic link',
          user: { uuid: user.uuid, name: anonymousCommenterName, avatar_url: null },
        }),
      ]);
      expect(publishedReactionListSchema.parse(reactions.data).reactions).toEqual([
        {
          comment_id: comment.comment_id,
          reaction_type: '👍',
          react_users: [{ uuid: user.uuid, name: anonymousCommenterName, avatar_url: null }],
        },
      ]);
    }
    // A name the person chose is shown as chosen.
    await server.database.db
      .updateTable('users')
      .set({ name: 'Zed' })
      .where('uuid', '=', user.uuid)
      .execute();
    expect((await world.comments())[0]?.user?.name).toBe('Zed');
  });

  it('XSS attempts are kept as the text they are (the page renders text, never markup)', async () => {
    const world = await commentWorld(current());
    const attempts = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '[link](javascript:alert(1)) & &amp; </textarea>',
    ];
    for (const attempt of attempts) await world.comment('NonMember', attempt);
    expect((await world.comments()).map((comment) => comment.content)).toEqual([...attempts].reverse());
  });
});
