import { publishedCommentLimits } from '@quire/shared/contract';
import { aComment } from '../../test/commentsServer';
import { commentLimits, contentBytes } from './commentsApi';
import { relativeTime } from './relativeTime';
import { reactionsByComment, threadsOf, visibleCount } from './threads';

const id = (n: number) => `20000000-0000-4000-8000-00000000000${n}`;

describe('comment threads', () => {
  it('roots newest first; answers (to answers too) under their root, oldest first; an orphan answer stands alone', () => {
    // The server's order: newest first.
    const comments = [
      aComment({ comment_id: id(6), reply_comment_id: id(9) }), // answers a comment not listed
      aComment({ comment_id: id(5), reply_comment_id: id(3) }), // answers an answer
      aComment({ comment_id: id(4) }),
      aComment({ comment_id: id(3), reply_comment_id: id(1) }),
      aComment({ comment_id: id(2), reply_comment_id: id(1) }),
      aComment({ comment_id: id(1) }),
    ];
    expect(
      threadsOf(comments).map((thread) => [
        thread.comment.comment_id,
        thread.replies.map((r) => r.comment_id),
      ]),
    ).toEqual([
      [id(6), []],
      [id(4), []],
      [id(1), [id(2), id(3), id(5)]],
    ]);
  });

  it('a loop in the data does not hang and loses no comment', () => {
    const comments = [
      aComment({ comment_id: id(1), reply_comment_id: id(2) }),
      aComment({ comment_id: id(2), reply_comment_id: id(1) }),
    ];
    const threads = threadsOf(comments);
    const shown = threads.flatMap((thread) => [thread.comment, ...thread.replies]).map((c) => c.comment_id);
    expect(shown.sort()).toEqual([id(1), id(2)]);
  });

  it('counts what can be read and groups reactions by comment', () => {
    expect(
      visibleCount([aComment({ comment_id: id(1), is_deleted: true }), aComment({ comment_id: id(2) })]),
    ).toBe(1);
    const grouped = reactionsByComment([
      { comment_id: id(1), reaction_type: '👍', react_users: [] },
      { comment_id: id(2), reaction_type: '🎉', react_users: [] },
      { comment_id: id(1), reaction_type: '❤️', react_users: [] },
    ]);
    expect(grouped.get(id(1))?.map((r) => r.reaction_type)).toEqual(['👍', '❤️']);
  });

  it("the limit checked before sending is the contract's, counted in UTF-8 bytes", () => {
    expect(commentLimits.contentBytes).toBe(publishedCommentLimits.contentBytes);
    expect(contentBytes('é€👍')).toBe(2 + 3 + 4);
  });

  it('relative times in the reader language', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(relativeTime('2026-05-01T11:59:30Z', now, 'en')).toBe('now');
    expect(relativeTime('2026-05-01T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-04-30T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(relativeTime('2026-05-01T10:00:00Z', now, 'fr-FR')).toBe('il y a 2 heures');
    expect(relativeTime('not a time', now, 'en')).toBe('');
  });
});
