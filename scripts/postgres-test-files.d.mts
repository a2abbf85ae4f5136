// Types of postgres-test-files.mjs for the tests that import it.
export function opensTestDatabase(file: string, seen?: Set<string>): boolean;
export function postgresTestFiles(): string[];
