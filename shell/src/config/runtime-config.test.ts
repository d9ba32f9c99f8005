import { jsonResponse } from '@storefront/shared/testing';
import { fetchRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const valid = {
  apiBase: '/api/v1',
  remotes: { mf_auth: '/remotes/mf-auth/mf-manifest.json' },
};

describe('runtime config', () => {
  it('fetches /config.json past the HTTP cache', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, valid));
    await expect(fetchRuntimeConfig()).resolves.toEqual(valid);
    expect(fetchMock).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
  });

  it('fails on an error status', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(502));
    await expect(fetchRuntimeConfig()).rejects.toThrow('HTTP 502');
  });

  it('names every invalid field', () => {
    expect(() => parseRuntimeConfig({ remotes: { mf_auth: 3 } })).toThrow('apiBase, remotes');
    expect(() => parseRuntimeConfig(null)).toThrow('apiBase, remotes');
    expect(parseRuntimeConfig({ ...valid, extra: true })).toEqual(valid);
  });
});
