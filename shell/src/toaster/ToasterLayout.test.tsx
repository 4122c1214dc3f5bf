import { act, screen, waitFor } from '@testing-library/react';
import { notify } from '@quire/shared';
import { renderShell } from '../test/renderShell';

afterEach(() => {
  act(() => {
    notify.dismiss();
  });
});

function regionOf(text: string): HTMLElement | null {
  return screen.getByText(text).closest<HTMLElement>('[data-toaster]');
}

describe('the toaster follows the route', () => {
  it('DLG-11 DLG-12 / a published page uses the publish toaster (bottom-left, info bottom-centre)', async () => {
    renderShell('/ns/page');
    await screen.findByTestId('remote:publish/PublishView');
    act(() => {
      notify.error('Could not copy the link');
      notify.info('Link copied');
    });
    expect(regionOf('Could not copy the link')).toHaveAttribute('data-toaster', 'publish');
    expect(regionOf('Could not copy the link')).toHaveAttribute('data-placement', 'bottom-left');
    expect(regionOf('Link copied')).toHaveAttribute('data-placement', 'bottom-center');
  });

  it.each(['/app', '/login', '/404', '/nowhere/at/all'])(
    'DLG-13 / %s uses the app toaster (top-center)',
    async (path) => {
      renderShell(path);
      await waitFor(() => {
        expect(screen.queryByTestId('remote-loading')).not.toBeInTheDocument();
      });
      const message = `Saved on ${path}`;
      act(() => {
        notify.success(message);
      });
      expect(regionOf(message)).toHaveAttribute('data-toaster', 'app');
      expect(regionOf(message)).toHaveAttribute('data-placement', 'top-center');
      expect(document.querySelectorAll('[data-toaster]')).toHaveLength(1);
    },
  );
});
