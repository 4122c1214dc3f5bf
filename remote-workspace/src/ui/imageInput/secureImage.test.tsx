import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageLinkTab } from './ImageLinkTab';
import { httpsForm, imageLoads, secureImageLink } from './secureImage';

describe('pictures linked over http (issue 9: the CSP shows https pictures only)', () => {
  it('ENT-24 ENT-02: an https link is kept as it is without a check; an http one is upgraded when its https form loads', async () => {
    const probe = jest.fn((url: string) => Promise.resolve(url === 'https://pics.test/a.png'));
    expect(await secureImageLink('https://other.test/b.png', probe)).toEqual({
      url: 'https://other.test/b.png',
      upgraded: false,
    });
    expect(probe).not.toHaveBeenCalled();
    expect(await secureImageLink('http://pics.test/a.png', probe)).toEqual({
      url: 'https://pics.test/a.png',
      upgraded: true,
    });
    expect(await secureImageLink('http://old.test/c.png', probe)).toEqual({ refused: 'insecure' });
    expect(probe).toHaveBeenLastCalledWith('https://old.test/c.png');
    expect(httpsForm('http://x.test:8080/p?q=1')).toBe('https://x.test:8080/p?q=1');
    // The page's own origin is allowed over http ('self').
    expect(await secureImageLink('http://quire.local:8000/a.png', probe, 'http://quire.local:8000')).toEqual({
      url: 'http://quire.local:8000/a.png',
      upgraded: false,
    });
  });

  it('the browser check answers no when the picture neither loads nor fails in time', async () => {
    jest.useFakeTimers();
    try {
      const answer = imageLoads('https://slow.test/a.png', 1000);
      jest.advanceTimersByTime(1000);
      await expect(answer).resolves.toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('ENT-24 ENT-02: the link tab stores the upgraded address, or refuses an http-only picture beside the field and stores nothing', async () => {
    const onLink = jest.fn();
    const probe = jest.fn((url: string) => Promise.resolve(url.startsWith('https://cdn.test/')));
    render(<ImageLinkTab onLink={onLink} probe={probe} />);
    const field = screen.getByRole('textbox', { name: 'Image link' });
    await userEvent.type(field, 'http://legacy.test/cover.png');
    await userEvent.click(screen.getByRole('button', { name: 'Use this image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('only served over http');
    expect(onLink).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'http://cdn.test/cover.png');
    await userEvent.click(screen.getByRole('button', { name: 'Use this image' }));
    await waitFor(() => {
      expect(onLink).toHaveBeenCalledWith('https://cdn.test/cover.png');
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still refuses addresses that are not http(s) before any check', async () => {
    const onLink = jest.fn();
    const probe = jest.fn(() => Promise.resolve(true));
    render(<ImageLinkTab onLink={onLink} probe={probe} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Image link' }), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Use this image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('starting with http:// or https://');
    expect(probe).not.toHaveBeenCalled();
    expect(onLink).not.toHaveBeenCalled();
  });
});
