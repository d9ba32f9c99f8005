import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createFailedRemoteModule, RemoteLoadError } from '../../federation/remote-load-error';
import { loadRemoteApp } from './load-remote-app';
import { registerConfiguredRemotes } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const App = () => null;

beforeAll(() => {
  registerConfiguredRemotes({ mf_customer: '/remotes/mf-customer/mf-manifest.json' });
});

describe('loadRemoteApp', () => {
  it('registers the configured remotes under their config names', () => {
    registerConfiguredRemotes({ mf_customer: '/remotes/mf-customer/mf-manifest.json' });
    expect(mockedRegister).toHaveBeenCalledWith([
      { name: 'mf_customer', entry: '/remotes/mf-customer/mf-manifest.json' },
    ]);
  });

  it("returns the default export of '<name>/App'", async () => {
    mockedLoad.mockResolvedValueOnce({ default: App });
    await expect(loadRemoteApp('mf_customer')).resolves.toBe(App);
    expect(mockedLoad).toHaveBeenCalledWith('mf_customer/App');
  });

  it('refuses a remote that /config.json does not list', async () => {
    await expect(loadRemoteApp('mf_admin_users')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  it('re-registers the remote with force before a fresh load', async () => {
    mockedLoad.mockResolvedValueOnce({ default: App });
    await loadRemoteApp('mf_customer', { fresh: true });
    expect(mockedRegister).toHaveBeenLastCalledWith(
      [{ name: 'mf_customer', entry: '/remotes/mf-customer/mf-manifest.json' }],
      { force: true },
    );
  });

  it('turns a rejection, a stand-in module or a broken contract into RemoteLoadError', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('RUNTIME-003 manifest'));
    await expect(loadRemoteApp('mf_customer')).rejects.toThrow(/mf_customer.*RUNTIME-003/);

    const failure = new RemoteLoadError('mf_customer', 'entry 404');
    mockedLoad.mockResolvedValueOnce(createFailedRemoteModule(failure));
    await expect(loadRemoteApp('mf_customer')).rejects.toBe(failure);

    mockedLoad.mockResolvedValueOnce({ notDefault: App });
    await expect(loadRemoteApp('mf_customer')).rejects.toThrow('./App has no default component');
  });
});
