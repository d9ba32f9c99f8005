require('@testing-library/jest-dom');

// The suites share two cores with the API tests, builds and browsers: a lazy page chunk or a
// debounced search can take longer than Testing Library's 1 s default to appear without
// anything being wrong. A test that waits for something that never comes still fails.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * React's development build records, for each element it creates, where it was created (an
 * Error's stack, captured at once) so its warnings can name the owner's source lines; it stops
 * after 10,000 elements a second. Profiled, that capture was 7 % of a remote's unit-test CPU
 * (mf-admin-sales side by side: 40 s against 43 s), and no test reads those lines: the
 * counter React checks is pinned past its limit, so warnings still fire, with the component
 * stack and without the owner's source frames. (Guarded: a React without the counter is left as it is.)
 */
function skipOwnerStacks() {
  const internals =
    require('react').__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.POSITIVE_INFINITY,
    set: () => {},
  });
}
skipOwnerStacks();
