import { configureApiBase } from '@storefront/shared/api-client';
import { jsonResponse } from '@storefront/shared/testing';
import { fetchBootId } from './fetch-boot-id';

describe('fetchBootId', () => {
  afterEach(() => configureApiBase('/api/v1'));

  it('asks /health outside the versioned API base, bypassing the HTTP cache', async () => {
    configureApiBase('/api/v1');
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse(200, { status: 'ok', boot_id: 'abc' }));
    await expect(fetchBootId()).resolves.toBe('abc');
    expect(fetchMock).toHaveBeenCalledWith(
      '/health',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('fails on an error status or an answer without boot_id', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse(503, { detail: 'down' }));
    await expect(fetchBootId()).rejects.toThrow('503');
    jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse(200, { status: 'ok' }));
    await expect(fetchBootId()).rejects.toThrow('boot_id');
  });
});
