import { afterEach } from 'vitest';

// Testing Library and its matchers only where a test file asked for a DOM: importing React's DOM
// renderer into each of the server test files cost about a fifth of a second per file.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor give up after 1 s by default. A component's first lazy import is transformed by
  // vitest on demand and took 1.3 s on a busy 2-core machine (consent banner, first test of its file),
  // and a second page of a list 5.9 s with two test files running at once (az-list): 10 s keeps such
  // tests about behaviour, not about the machine's load. Passing tests are not slower.
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => cleanup());
}
