// `npm run operator -- run <job> [--no-wait]`: runs a scheduled job (deal-alerts-daily,
// deal-alerts-weekly, expiry-sweep) now on a RUNNING server, through its operator API
// (POST /api/operator/jobs/{name}; docs/deal-alerts.md, Digests). Reads SITE_URL (default
// http://localhost:$PORT, PORT default 3000) and OPERATOR_TOKEN from the environment; waits for the
// run to end unless --no-wait. Exit code 0 when the job completed (or was queued with --no-wait).

const USAGE = `Usage: npm run operator -- run <job> [--no-wait]
  <job>: deal-alerts-daily | deal-alerts-weekly | expiry-sweep (any scheduled job)
Environment: SITE_URL (the running server, default http://localhost:$PORT) and OPERATOR_TOKEN (as the server has it).`;

/** Exit codes: 1 the job failed or an error answer, 2 a usage or configuration mistake. */
export async function main(argv, env, fetchImpl = fetch) {
  const out = [];
  const args = argv.filter((arg) => !arg.startsWith('--'));
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const unknownFlag = [...flags].find((flag) => flag !== '--no-wait' && flag !== '--help');
  if (flags.has('--help')) return { code: 0, out: [USAGE] };
  if (args[0] !== 'run' || !args[1] || args.length > 2 || unknownFlag) {
    return { code: 2, out: [unknownFlag ? `Unknown option ${unknownFlag}.` : 'Which job? Say `run <job>`.', USAGE] };
  }
  const job = args[1];
  if (!/^[a-z0-9-]{1,64}$/.test(job)) return { code: 2, out: [`"${job}" is not a job name.`, USAGE] };
  const token = env.OPERATOR_TOKEN?.trim();
  if (!token) return { code: 2, out: ['OPERATOR_TOKEN is not set: export the token the server runs with.'] };
  const base = (env.SITE_URL?.trim() || `http://localhost:${env.PORT?.trim() || '3000'}`).replace(/\/$/, '');
  let url;
  try {
    url = new URL(`${base}/api/operator/jobs/${job}`);
  } catch {
    return { code: 2, out: [`SITE_URL "${base}" is not a URL.`] };
  }
  if (!flags.has('--no-wait')) url.searchParams.set('wait', '1');

  let response;
  try {
    response = await fetchImpl(url, { method: 'POST', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { code: 1, out: [`No server answered at ${base} (${reason}). Is it running, and is SITE_URL right?`] };
  }
  const body = await response.json().catch(() => null);
  const message = body && typeof body.message === 'string' ? body.message : null;
  if (response.status === 401) return { code: 1, out: ['The server refused the token (401): OPERATOR_TOKEN differs from the one it runs with.'] };
  if (response.status === 404) {
    return {
      code: 1,
      out: [message && message.startsWith('No scheduled job') ? message : `404: the server's operator API is off (no OPERATOR_TOKEN there) or it has no such route.`],
    };
  }
  if (!response.ok) return { code: 1, out: [`The server answered ${response.status}${message ? `: ${message}` : ''}.`] };
  const data = body?.data ?? {};
  const state = String(data.state ?? 'unknown');
  if (response.status === 202 && state === 'created') out.push(`${job}: queued as job ${data.id}.`);
  else if (response.status === 202) out.push(`${job}: job ${data.id} is still running (${state}); it goes on in the server.`);
  else out.push(`${job}: job ${data.id} ${state}.`);
  return { code: state === 'failed' || state === 'retry' ? 1 : 0, out };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code, out } = await main(process.argv.slice(2), process.env);
  for (const line of out) (code === 0 ? console.log : console.error)(line);
  process.exit(code);
}
