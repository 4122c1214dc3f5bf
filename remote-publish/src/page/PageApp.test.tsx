import { forgetExpandedCache } from '@quire/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublishApiContext } from '../published/PublishApiContext';
import { documentState, publishedView } from '../test/documents';
import { publishedServer, SIBLING } from '../test/publishedServer';
import { PageApp } from './PageApp';

// The page entry's build puts its own router in place of react-router-dom (webpack.page.cjs); so here.
jest.mock('react-router-dom', () => jest.requireActual<object>('./router/pageRouter'));

const launch = documentState([{ ty: 'paragraph', text: [{ insert: 'Launch body' }] }]);
const roadmap = documentState([{ ty: 'paragraph', text: [{ insert: 'Roadmap body' }] }]);

function server() {
  return publishedServer({
    'launch-notes': { blob: launch },
    roadmap: { blob: roadmap, meta: { view: publishedView(SIBLING, 'Roadmap') } },
  });
}

beforeEach(() => {
  window.innerWidth = 1600;
  localStorage.clear();
  forgetExpandedCache();
});

describe('the page entry with its own router', () => {
  it('RT-01 NAV-08 / draws the published page of the address, moves to another through history and back', async () => {
    window.history.pushState(null, '', '/team/launch-notes');
    const { publishApi } = server();
    render(
      <PublishApiContext.Provider value={publishApi}>
        <PageApp />
      </PublishApiContext.Provider>,
    );
    expect(await screen.findByText('Launch body')).toBeInTheDocument();
    const outline = await screen.findByTestId('publish-outline');
    expect(within(outline).getByRole('link', { name: 'Launch notes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const length = window.history.length;

    await userEvent.click(within(outline).getByRole('link', { name: 'Roadmap' }));
    expect(await screen.findByText('Roadmap body')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/team/roadmap');
    expect(window.history.length).toBe(length + 1);
    expect(
      within(screen.getByTestId('publish-outline')).getByRole('link', { name: 'Roadmap' }),
    ).toHaveAttribute('aria-current', 'page');

    act(() => {
      window.history.back();
    });
    expect(await screen.findByText('Launch body')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/team/launch-notes');
  });
});
