import { renderWithProviders } from '@storefront/shared/testing';
import { StartUp } from '../app/start-up';

/** The start-up around `content`, its configuration failing once (HTTP 502), then loading. */
export function renderStartFailingOnce(content: string) {
  const start = jest
    .fn<Promise<void>, []>()
    .mockRejectedValueOnce(new Error('config.json: HTTP 502'))
    .mockResolvedValueOnce();
  renderWithProviders(
    <StartUp start={start}>
      <p>{content}</p>
    </StartUp>,
  );
  return start;
}
