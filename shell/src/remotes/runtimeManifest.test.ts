import { parseRuntimeManifest } from './runtimeManifest';

describe('the runtime manifest (/remotes.json)', () => {
  it('resolves relative manifest URLs against the page origin and keeps absolute ones', () => {
    expect(
      parseRuntimeManifest(
        {
          auth: '/remotes/auth/mf-manifest.json',
          publish: 'https://cdn.example/publish/mf-manifest.json',
          workspace: '/remotes/workspace/mf-manifest.json',
        },
        'http://localhost:8000',
      ),
    ).toEqual({
      auth: 'http://localhost:8000/remotes/auth/mf-manifest.json',
      publish: 'https://cdn.example/publish/mf-manifest.json',
      workspace: 'http://localhost:8000/remotes/workspace/mf-manifest.json',
    });
  });

  it('ignores unknown remotes and values that are not URLs strings', () => {
    expect(parseRuntimeManifest({ auth: 42, editor: '/x.json', publish: '' }, 'http://localhost')).toEqual(
      {},
    );
    expect(parseRuntimeManifest(null, 'http://localhost')).toEqual({});
  });
});
