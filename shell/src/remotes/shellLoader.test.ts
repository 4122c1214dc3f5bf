import type { RemoteLoader } from './RemoteLoader';
import { createShellLoader } from './shellLoader';

const Screen = () => null;
const federation: RemoteLoader = { peek: () => Screen, load: () => Promise.resolve(Screen) };

describe('the shell loader', () => {
  it('a manifest failure fails the remote routes, and each later load reads /remotes.json again', async () => {
    const readManifest = jest
      .fn()
      .mockRejectedValueOnce(new Error('/remotes.json answered HTTP 502'))
      .mockRejectedValueOnce(new Error('/remotes.json answered HTTP 502'))
      .mockResolvedValueOnce({ auth: 'http://localhost/remotes/auth/mf-manifest.json' });
    const loader = createShellLoader(readManifest, () => federation);

    await loader.warmUp();
    await expect(loader.load('auth/LoginPage', 0)).rejects.toThrow('HTTP 502');
    expect(loader.peek('auth/LoginPage')).toBeUndefined();
    await expect(loader.load('auth/LoginPage', 1)).resolves.toBe(Screen);
    expect(loader.peek('auth/LoginPage')).toBe(Screen);
    expect(readManifest).toHaveBeenCalledTimes(3);
  });

  it('reads the manifest once for all remotes', async () => {
    const readManifest = jest.fn().mockResolvedValue({});
    const createLoader = jest.fn(() => federation);
    const loader = createShellLoader(readManifest, createLoader);
    await Promise.all([loader.warmUp(), loader.load('auth/LoginPage', 0), loader.load('workspace/App', 0)]);
    expect(readManifest).toHaveBeenCalledTimes(1);
    expect(createLoader).toHaveBeenCalledTimes(1);
  });
});
