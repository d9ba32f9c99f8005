require('@testing-library/jest-dom');

// The suites share two cores with the API tests, builds and browsers: a lazy page chunk or a
// debounced search can take longer than Testing Library's 1 s default to appear without
// anything being wrong. A test that waits for something that never comes still fails.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
