import { writeFileSync } from 'node:fs';
import { bin, fingerprintFile, run, sourceFingerprint } from './lib.mjs';

/** `next build`, then record which sources it was built from so `npm start` knows when to rebuild. */
export async function build() {
  const fingerprint = sourceFingerprint();
  const code = await run(bin('next'), ['build'], { env: { NEXT_TELEMETRY_DISABLED: '1' } });
  if (code === 0) writeFileSync(fingerprintFile(), `${fingerprint}\n`);
  return code;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await build());
}
