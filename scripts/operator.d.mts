// Types of operator.mjs for its test.
export function main(
  argv: string[],
  env: Record<string, string | undefined>,
  fetchImpl?: (url: URL, init: RequestInit) => Promise<Response>,
): Promise<{ code: number; out: string[] }>;
