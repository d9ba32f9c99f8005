import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { renderWithProviders } from '@storefront/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { RemoteLoadError } from '../../federation/remote-load-error';
import type { RemoteLoader } from './load-remote-app';
import { forgetRemote, RemoteMount } from './remote-mount';

function Customer({ basePath }: RemoteAppProps) {
  return <p>кабинет под {basePath}</p>;
}

let flakyBroken = true;
function Flaky() {
  if (flakyBroken) throw new Error('boom');
  return <p>починилось</p>;
}

let remoteName = '';
let seq = 0;
beforeEach(() => {
  // The component cache lives for the page's lifetime; each test gets its own remote name.
  seq += 1;
  remoteName = `mf_test_${seq}`;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => forgetRemote(remoteName));

describe('RemoteMount', () => {
  it('shows a loading indicator, then the remote with its base path', async () => {
    const load: RemoteLoader = jest.fn(async () => Customer);
    renderWithProviders(<RemoteMount name={remoteName} basePath="/user" load={load} />);
    expect(screen.getByRole('status', { name: 'Загрузка раздела' })).toBeInTheDocument();
    expect(await screen.findByText('кабинет под /user')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(remoteName, { fresh: false });
  });

  it('shows a Russian error when loading fails, and retry loads again from the network', async () => {
    const load = jest
      .fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>()
      .mockRejectedValueOnce(new RemoteLoadError(remoteName, 'HTTP 404'))
      .mockResolvedValueOnce(Customer);
    renderWithProviders(<RemoteMount name={remoteName} basePath="/user" load={load} />);

    expect(await screen.findByText('Не удалось загрузить раздел')).toBeInTheDocument();
    expect(screen.getByText(/Раздел сейчас недоступен/)).toBeInTheDocument();
    expect(screen.queryByText(/кабинет/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('кабинет под /user')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith(remoteName, { fresh: true });
    expect(screen.queryByText('Не удалось загрузить раздел')).not.toBeInTheDocument();
  });

  it('keeps showing the error while retries keep failing', async () => {
    const load = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async () => {
      throw new RemoteLoadError(remoteName, 'offline');
    });
    renderWithProviders(<RemoteMount name={remoteName} basePath="/" load={load} />);
    await screen.findByText('Не удалось загрузить раздел');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await screen.findByText('Не удалось загрузить раздел');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries the network again when the visitor leaves a failed section and comes back', async () => {
    const load = jest
      .fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>()
      .mockRejectedValueOnce(new RemoteLoadError(remoteName, 'offline'))
      .mockResolvedValueOnce(Customer);
    const first = renderWithProviders(<RemoteMount name={remoteName} basePath="/a" load={load} />);
    await screen.findByText('Не удалось загрузить раздел');
    first.unmount();
    renderWithProviders(<RemoteMount name={remoteName} basePath="/a" load={load} />);
    expect(await screen.findByText('кабинет под /a')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(remoteName, { fresh: true });
  });

  it('remounts a remote that threw while rendering, without fetching it again', async () => {
    flakyBroken = true;
    const load: RemoteLoader = jest.fn(async () => Flaky);
    renderWithProviders(<RemoteMount name={remoteName} basePath="/" load={load} />);
    expect(await screen.findByText(/В разделе произошла ошибка/)).toBeInTheDocument();
    flakyBroken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('починилось')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
