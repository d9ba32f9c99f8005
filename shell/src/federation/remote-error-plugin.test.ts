import remoteErrorPlugin, { handleRemoteLoadError } from './remote-error-plugin';
import { isFailedRemoteModule, RemoteLoadError } from './remote-load-error';

type Args = Parameters<typeof handleRemoteLoadError>[0];

function args(overrides: Partial<Args>): Args {
  return {
    id: 'mf_customer/App',
    error: new Error('Failed to fetch'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {} as Args['origin'],
    ...overrides,
  };
}

describe('remote error plugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));

  it('is a named runtime plugin with an errorLoadRemote hook', () => {
    const plugin = remoteErrorPlugin();
    expect(plugin.name).toBe('storefront-remote-error');
    expect(typeof plugin.errorLoadRemote).toBe('function');
  });

  it('answers a failed load with a stand-in module carrying a RemoteLoadError', () => {
    const result = handleRemoteLoadError(args({}));
    expect(isFailedRemoteModule(result)).toBe(true);
    if (!isFailedRemoteModule(result)) return;
    expect(result.error).toBeInstanceOf(RemoteLoadError);
    expect(result.error.remote).toBe('mf_customer');
    expect(result.error.message).toContain('Failed to fetch');
    // Rendering the stand-in throws, so an error boundary takes over.
    expect(() => result.default()).toThrow(RemoteLoadError);
  });

  it('answers nothing while the manifest loads, so the runtime neither misreads nor caches it', () => {
    expect(
      handleRemoteLoadError(args({ lifecycle: 'afterResolve', id: '/remotes/x/mf-manifest.json' })),
    ).toBeUndefined();
    expect(handleRemoteLoadError(args({ lifecycle: 'beforeLoadShare' }))).toBeUndefined();
  });
});
