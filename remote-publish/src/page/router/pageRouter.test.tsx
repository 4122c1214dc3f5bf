import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Link,
  Navigate,
  matchPublishedPath,
  navigateTo,
  pageLoad,
  resolveTo,
  useLocation,
  useParams,
  useSearchParams,
} from './pageRouter';

/** Records the page loads asked for (jsdom cannot load another document). */
function watchPageLoads() {
  const loads: string[] = [];
  const assign = jest.spyOn(pageLoad, 'assign').mockImplementation((url) => loads.push(`assign ${url}`));
  const replace = jest.spyOn(pageLoad, 'replace').mockImplementation((url) => loads.push(`replace ${url}`));
  return {
    loads,
    restore: () => {
      assign.mockRestore();
      replace.mockRestore();
    },
  };
}

function Where() {
  const location = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  return (
    <output data-testid="where">
      {`${location.pathname}${location.search}${location.hash} ${params.namespace ?? '-'}/${params.publishName ?? '-'} v=${search.get('v') ?? '-'}`}
    </output>
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/team/launch-notes');
});

describe('the page entry router', () => {
  it('RT-01 / matches /:namespace/:publishName only, decoded, a trailing slash allowed', () => {
    expect(matchPublishedPath('/team/launch-notes')).toEqual({
      namespace: 'team',
      publishName: 'launch-notes',
    });
    expect(matchPublishedPath('/team%20space/caf%C3%A9/')).toEqual({
      namespace: 'team space',
      publishName: 'café',
    });
    expect(matchPublishedPath('/a%2Fb/c')).toEqual({ namespace: 'a%2Fb', publishName: 'c' });
    expect(matchPublishedPath('/team')).toBeNull();
    expect(matchPublishedPath('/')).toBeNull();
    expect(matchPublishedPath('/app/x/y')).toBeNull();
    expect(matchPublishedPath('//x')).toBeNull();
  });

  it('resolves absolute and search-only targets against the address', () => {
    expect(resolveTo('/team/roadmap?v=1#top')).toEqual({
      pathname: '/team/roadmap',
      search: '?v=1',
      hash: '#top',
    });
    expect(resolveTo({ search: '?r=2' })).toEqual({
      pathname: '/team/launch-notes',
      search: '?r=2',
      hash: '',
    });
    expect(resolveTo({ search: 'r=2' }).search).toBe('?r=2');
  });

  it('NAV-08 / a link to another published page moves through history; the hooks follow, and back', async () => {
    render(
      <>
        <Link to="/team/roadmap?v=abc" className="crumb" title="Roadmap">
          Roadmap
        </Link>
        <Where />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Roadmap' });
    expect(link).toHaveAttribute('href', '/team/roadmap?v=abc');
    expect(link).toHaveClass('crumb');
    expect(screen.getByTestId('where')).toHaveTextContent('/team/launch-notes team/launch-notes v=-');
    const length = window.history.length;
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/team/roadmap?v=abc team/roadmap v=abc');
    expect(window.history.length).toBe(length + 1);
    // A link to where the page already is replaces the entry.
    await userEvent.click(link);
    expect(window.history.length).toBe(length + 1);
    act(() => {
      window.history.back();
    });
    await screen.findByText('/team/launch-notes team/launch-notes v=-');
  });

  it('a modified click, another target or a prevented click is left to the browser', async () => {
    const onClick = jest.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    render(
      <>
        <Link to="/team/roadmap" onClick={onClick}>
          Prevented
        </Link>
        <Link to="/team/roadmap" target="_blank">
          Elsewhere
        </Link>
        <Link to="https://example.com/about">Site</Link>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Prevented' }));
    expect(onClick).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/team/launch-notes');
    expect(screen.getByRole('link', { name: 'Site' })).toHaveAttribute('href', 'https://example.com/about');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('target', '_blank');
  });

  it('any other address is loaded in full, not pushed: navigate and <Navigate>', () => {
    const page = watchPageLoads();
    try {
      const before = window.history.length;
      navigateTo('/login?redirectTo=%2Fteam%2Flaunch-notes');
      render(<Navigate to="/no-access?redirectTo=x" />);
      navigateTo('/app', { replace: true });
      expect(page.loads).toEqual([
        'assign /login?redirectTo=%2Fteam%2Flaunch-notes',
        'assign /no-access?redirectTo=x',
        'replace /app',
      ]);
      expect(window.history.length).toBe(before);
    } finally {
      page.restore();
    }
  });

  it('a search-only move keeps the page and drops the hash', () => {
    window.history.replaceState(null, '', '/team/launch-notes#intro');
    render(<Where />);
    act(() => {
      navigateTo({ search: '?v=grid' });
    });
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/team/launch-notes?v=grid team/launch-notes v=grid',
    );
  });
});
