import { screen, type waitForOptions } from '@testing-library/react';
import { never } from './stub-api';

/**
 * A remote's routing test: each route, drawn by `render`, shows its page's heading (level 1).
 * The pages' data requests never answer: only which page the address reaches is under test.
 */
export function eachRouteShowsHeading(
  routes: [route: string, heading: string][],
  render: (route: string) => unknown,
  options?: waitForOptions,
): void {
  it.each(routes)('%s shows "%s"', async (route, heading) => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(never);
    render(route);
    expect(await screen.findByRole('heading', { level: 1 }, options)).toHaveTextContent(heading);
  });
}
