import { clearToken, saveToken } from '@quire/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { aComment, commentsServer, ME, OTHER, people, VIEW } from '../../test/commentsServer';
import { refused } from '../../test/fakeServer';
import { PageQueryContext, readPageQuery } from '../layout/pageQuery';
import { PublishApiContext } from '../PublishApiContext';
import type { PublishApi } from '../publishApi';
import { PublishedComments } from './PublishedComments';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderComments(publishApi: PublishApi, search = '') {
  return render(
    <PublishApiContext.Provider value={publishApi}>
      <PageQueryContext.Provider value={readPageQuery(new URLSearchParams(search))}>
        <MemoryRouter initialEntries={[`/team/launch-notes${search === '' ? '' : `?${search}`}`]}>
          <Routes>
            <Route
              path="/:namespace/:publishName"
              element={<PublishedComments namespace="team" publishName="launch-notes" viewId={VIEW} />}
            />
            <Route path="/login" element={<p>login page</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </PageQueryContext.Provider>
    </PublishApiContext.Provider>,
  );
}

function signInAs(userId: string, accessToken: string) {
  act(() => {
    saveToken({
      access_token: accessToken,
      refresh_token: 'refresh',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: { id: userId },
    });
  });
}

const first = '10000000-0000-4000-8000-000000000001';
const second = '10000000-0000-4000-8000-000000000002';
const answer = '10000000-0000-4000-8000-000000000003';

afterEach(() => {
  act(() => {
    clearToken();
  });
});

describe('comments below a published page', () => {
  it('PUB-24 API-CMT-01 PRM-09 / lists comments newest first with their answers under them, author, time and reactions', async () => {
    const server = commentsServer({
      comments: [
        aComment({ comment_id: answer, content: 'An answer', reply_comment_id: first, user: people[ME] }),
        aComment({ comment_id: second, content: 'The newer one' }),
        aComment({ comment_id: first, content: 'The first one' }),
      ],
      reactions: [{ comment_id: first, reaction_type: '👍', react_users: [people[ME], people[OTHER]] }],
    });
    renderComments(server.publishApi);
    const threads = await screen.findAllByTestId('comment-thread');
    expect(
      threads.map((thread) =>
        within(thread)
          .getAllByTestId('comment-content')
          .map((c) => c.textContent),
      ),
    ).toEqual([['The newer one'], ['The first one', 'An answer']]);
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
    const firstThread = threads[1] as HTMLElement;
    expect(within(firstThread).getAllByText('Grace')[0]).toBeInTheDocument();
    expect(within(firstThread).getAllByText('5 minutes ago')[0]).toBeInTheDocument();
    const chip = within(firstThread).getByTestId('reaction-chip');
    expect(chip).toHaveTextContent('👍2');
    // Anonymous: nothing to press, no composer, a way to sign in that comes back here.
    expect(chip).toBeDisabled();
    expect(screen.queryByTestId('comment-composer')).not.toBeInTheDocument();
    expect(screen.queryByTestId('comment-reply')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('comments-sign-in'));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirectTo=%2Fteam%2Flaunch-notes');
    // Reads went without a session.
    for (const request of server.requests) expect(request.headers).not.toHaveProperty('authorization');
  });

  it('PUB-03 / template mode shows no comments and asks nothing', async () => {
    const server = commentsServer({ comments: [aComment({ comment_id: first })] });
    renderComments(server.publishApi, 'template=true');
    // Long enough for the reads a mounted section would have sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('published-comments')).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('PRM-03 / comments turned off: no section at all', async () => {
    const server = commentsServer({ enabled: false, comments: [aComment({ comment_id: first })] });
    renderComments(server.publishApi);
    await waitFor(() => {
      expect(server.requests.map((request) => request.url)).toEqual([
        `http://quire.test/api/workspace/v1/published-info/${VIEW}`,
      ]);
    });
    expect(screen.queryByTestId('published-comments')).not.toBeInTheDocument();
  });

  it('API-CMT-02 / a signed-in visitor comments and answers; the session goes with reads and writes', async () => {
    signInAs(ME, 'token-of-me');
    const server = commentsServer({ comments: [aComment({ comment_id: first, content: 'Question?' })] });
    renderComments(server.publishApi);
    expect(await screen.findByText('Question?')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('comment-input'), 'My own comment');
    await userEvent.click(screen.getByTestId('comment-submit'));
    expect(await screen.findByText('My own comment')).toBeInTheDocument();
    expect(screen.getByTestId('comment-input')).toHaveValue('');

    const question = screen.getByText('Question?').closest('[data-testid="comment"]') as HTMLElement;
    await userEvent.click(within(question).getByTestId('comment-reply'));
    const replyBox = screen.getAllByTestId('comment-input')[1] as HTMLElement;
    await userEvent.type(replyBox, 'An answer');
    await userEvent.click(screen.getAllByTestId('comment-submit')[1] as HTMLElement);
    const thread = (await screen.findByText('An answer')).closest(
      '[data-testid="comment-thread"]',
    ) as HTMLElement;
    expect(within(thread).getByText('Question?')).toBeInTheDocument();
    expect(server.state.comments[0]).toMatchObject({ content: 'An answer', reply_comment_id: first });
    const writes = server.requests.filter((request) => request.method === 'POST');
    expect(writes.map((request) => request.headers.authorization)).toEqual([
      'Bearer token-of-me',
      'Bearer token-of-me',
    ]);
    expect(writes[0]?.body).toEqual({ content: 'My own comment', reply_comment_id: null });
  });

  it("PRM-13 / deleting one's own comment asks first; others' offer no delete", async () => {
    signInAs(ME, 'token-of-me');
    const server = commentsServer({
      comments: [
        aComment({ comment_id: second, content: 'Mine', user: people[ME] }),
        aComment({ comment_id: first, content: 'Theirs' }),
      ],
    });
    renderComments(server.publishApi);
    const mine = (await screen.findByText('Mine')).closest('[data-testid="comment"]') as HTMLElement;
    const theirs = screen.getByText('Theirs').closest('[data-testid="comment"]') as HTMLElement;
    expect(within(theirs).queryByTestId('comment-delete')).not.toBeInTheDocument();
    await userEvent.click(within(mine).getByTestId('comment-delete'));
    expect(screen.getByTestId('comment-delete-dialog')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByTestId('comment-delete-confirm'));
    expect(await screen.findByText('This comment was deleted.')).toBeInTheDocument();
    expect(screen.queryByText('Mine')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  });

  it("API-CMT-05 / API-CMT-06 / reactions: toggle one's own chip, add one from the picker", async () => {
    signInAs(ME, 'token-of-me');
    const server = commentsServer({
      comments: [aComment({ comment_id: first, content: 'React to me' })],
      reactions: [{ comment_id: first, reaction_type: '👍', react_users: [people[OTHER]] }],
    });
    renderComments(server.publishApi);
    const chip = await screen.findByTestId('reaction-chip');
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await waitFor(() => {
      expect(screen.getByTestId('reaction-chip')).toHaveTextContent('👍2');
    });
    expect(screen.getByTestId('reaction-chip')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByTestId('reaction-chip'));
    await waitFor(() => {
      expect(screen.getByTestId('reaction-chip')).toHaveTextContent('👍1');
    });
    await userEvent.click(screen.getByTestId('reaction-add'));
    await userEvent.click(screen.getByTestId('reaction-pick-🎉'));
    await waitFor(() => {
      expect(screen.getAllByTestId('reaction-chip').map((c) => c.textContent)).toEqual(['👍1', '🎉1']);
    });
    const writes = server.requests.filter(
      (request) => request.method !== 'GET' && request.url.endsWith('/reaction'),
    );
    expect(writes.map((request) => [request.method, request.body])).toEqual([
      ['POST', { comment_id: first, reaction_type: '👍' }],
      ['DELETE', { comment_id: first, reaction_type: '👍' }],
      ['POST', { comment_id: first, reaction_type: '🎉' }],
    ]);
  });

  it('refusals are said where they happen and nothing typed is lost: too long before sending, rate limit from the server', async () => {
    signInAs(ME, 'token-of-me');
    const server = commentsServer();
    renderComments(server.publishApi);
    const input = await screen.findByTestId('comment-input');
    await userEvent.click(input);
    await userEvent.paste('é'.repeat(2501));
    expect(screen.getByRole('alert')).toHaveTextContent('This is too long to post.');
    expect(screen.getByTestId('comment-submit')).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'Hello');
    server.state.refuseNext = {
      json: { code: 1079, message: 'Too many comments at once.', retry_after_secs: 30 },
    };
    await userEvent.click(screen.getByTestId('comment-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many at once. Try again in 30 seconds.');
    expect(input).toHaveValue('Hello');
    expect(server.state.comments).toEqual([]);
    server.state.refuseNext = refused(1012, 'Comments are turned off for this page');
    await userEvent.click(screen.getByTestId('comment-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Comments are turned off for this page.');
  });

  it('XSS / markup in comments and names is shown as text, never run or parsed', async () => {
    const attack = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    const server = commentsServer({
      comments: [
        aComment({
          comment_id: first,
          content: attack,
          user: { uuid: OTHER, name: '<b>bold</b>', avatar_url: 'javascript:alert(1)' },
        }),
      ],
    });
    const { container } = renderComments(server.publishApi);
    expect(await screen.findByText(attack)).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('script, b, img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
