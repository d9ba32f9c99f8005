import { configure } from '@testing-library/react';

// The test runs share two cores with other suites and builds: a lazy page chunk or a debounced
// search can take more than Testing Library's 1 s default to show, without anything being wrong.
configure({ asyncUtilTimeout: 5000 });
