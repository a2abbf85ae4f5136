import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default. A component's first lazy import is transformed by
// vitest on demand and took 1.3 s on a busy 2-core machine (consent banner, first test of its file):
// 5 s keeps such tests about behaviour, not about the machine's load. Passing tests are not slower.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
