// `npm run operator -- run <job> [--no-wait]`: runs a scheduled job (any of SCHEDULED_QUEUES in
// server/jobs/queues.ts: deal-alerts-daily, deal-alerts-weekly, deal-alerts-visible, expiry-sweep,
// uploads-sweep) now on a RUNNING server, through its operator API (POST /api/operator/jobs/{name};
// docs/architecture.md, Jobs); waits for the run to end unless --no-wait.
// `npm run operator -- posts list|approve <id>|reject <id> [--reason "…"]` reviews the
// posts the automatic checks held (docs/posting.md, Moderation). Reads SITE_URL (default
// http://localhost:$PORT, PORT default 3000) and OPERATOR_TOKEN from the environment. Exit code 0
// when the call did what it said (a job completed, or was queued with --no-wait).

const USAGE = `Usage: npm run operator -- run <job> [--no-wait]
       npm run operator -- posts list [--status pending|approved|rejected]
       npm run operator -- posts approve <id>
       npm run operator -- posts reject <id> [--reason "…"]
  <job>: any scheduled job: deal-alerts-daily | deal-alerts-weekly | deal-alerts-visible | expiry-sweep | uploads-sweep
  posts: the review of posts the automatic checks held (docs/posting.md, Moderation)
Environment: SITE_URL (the running server, default http://localhost:$PORT) and OPERATOR_TOKEN (as the server has it).`;

const BOOLEAN_FLAGS = new Set(['--no-wait', '--help']);
const VALUE_FLAGS = new Set(['--reason', '--status']);

/** Positional arguments and options (`--reason "…"` or `--reason=…`); `error` names the first wrong option. */
function parseArgs(argv) {
  const args = [];
  const options = new Map();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (!arg.startsWith('--')) {
      args.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (BOOLEAN_FLAGS.has(name) && inline === undefined) options.set(name, true);
    else if (VALUE_FLAGS.has(name)) {
      const value = inline ?? argv[index + 1];
      if (value === undefined) return { args, options, error: `${name} needs a value.` };
      if (inline === undefined) index += 1;
      options.set(name, value);
    } else return { args, options, error: `Unknown option ${name}.` };
  }
  return { args, options, error: null };
}

/** Exit codes: 1 the job failed or an error answer, 2 a usage or configuration mistake. */
export async function main(argv, env, fetchImpl = fetch) {
  const { args, options, error } = parseArgs(argv);
  if (options.has('--help')) return { code: 0, out: [USAGE] };
  if (error) return { code: 2, out: [error, USAGE] };
  const command = commandOf(args, options);
  if ('usage' in command) return { code: 2, out: [command.usage, USAGE] };

  const token = env.OPERATOR_TOKEN?.trim();
  if (!token) return { code: 2, out: ['OPERATOR_TOKEN is not set: export the token the server runs with.'] };
  const base = (env.SITE_URL?.trim() || `http://localhost:${env.PORT?.trim() || '3000'}`).replace(/\/$/, '');
  let url;
  try {
    url = new URL(`${base}/api${command.path}`);
  } catch {
    return { code: 2, out: [`SITE_URL "${base}" is not a URL.`] };
  }
  for (const [name, value] of Object.entries(command.query ?? {})) url.searchParams.set(name, value);

  let response;
  try {
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    if (command.body) headers['Content-Type'] = 'application/json';
    response = await fetchImpl(url, { method: command.method, headers, body: command.body ? JSON.stringify(command.body) : undefined });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { code: 1, out: [`No server answered at ${base} (${reason}). Is it running, and is SITE_URL right?`] };
  }
  const body = await response.json().catch(() => null);
  const message = body && typeof body.message === 'string' ? body.message : null;
  if (response.status === 401) return { code: 1, out: ['The server refused the token (401): OPERATOR_TOKEN differs from the one it runs with.'] };
  if (response.status === 404) {
    const known = message && (message.startsWith('No scheduled job') || message === 'Post not found.');
    return { code: 1, out: [known ? message : `404: the server's operator API is off (no OPERATOR_TOKEN there) or it has no such route.`] };
  }
  if (!response.ok) return { code: 1, out: [`The server answered ${response.status}${message ? `: ${message.replace(/\.$/, '')}` : ''}.`] };
  return command.report(response.status, body ?? {});
}

/** What to call for the arguments, and how to report the answer; `{ usage }` when they make no sense. */
function commandOf(args, options) {
  if (args[0] === 'run') {
    const job = args[1];
    if (!job || args.length > 2 || options.has('--reason') || options.has('--status')) return { usage: 'Which job? Say `run <job>`.' };
    if (!/^[a-z0-9-]{1,64}$/.test(job)) return { usage: `"${job}" is not a job name.` };
    return {
      method: 'POST',
      path: `/operator/jobs/${job}`,
      query: options.has('--no-wait') ? {} : { wait: '1' },
      report: (status, body) => {
        const data = body.data ?? {};
        const state = String(data.state ?? 'unknown');
        let line = `${job}: job ${data.id} ${state}.`;
        if (status === 202 && state === 'created') line = `${job}: queued as job ${data.id}.`;
        else if (status === 202) line = `${job}: job ${data.id} is still running (${state}); it goes on in the server.`;
        return { code: state === 'failed' || state === 'retry' ? 1 : 0, out: [line] };
      },
    };
  }
  if (args[0] !== 'posts') return { usage: 'Say `run <job>` or `posts list|approve <id>|reject <id>`.' };
  if (options.has('--no-wait')) return { usage: '--no-wait is for `run`.' };
  const [, action, id] = args;
  if (action === 'list') {
    if (args.length > 2 || options.has('--reason')) return { usage: '`posts list` takes only --status.' };
    const status = options.get('--status') ?? 'pending';
    if (!['pending', 'approved', 'rejected'].includes(status)) return { usage: `--status must be pending, approved or rejected, not "${status}".` };
    return { method: 'GET', path: '/operator/posts', query: { status }, report: (_status, body) => ({ code: 0, out: listLines(body, status) }) };
  }
  if (action !== 'approve' && action !== 'reject') return { usage: 'Say `posts list`, `posts approve <id>` or `posts reject <id>`.' };
  if (!id || args.length > 3 || !/^[1-9]\d{0,9}$/.test(id)) return { usage: `Which post? Say \`posts ${action} <id>\` with its number.` };
  if (options.has('--status') || (action === 'approve' && options.has('--reason'))) return { usage: `\`posts ${action}\` takes ${action === 'reject' ? 'only --reason' : 'no option'}.` };
  const reason = options.get('--reason');
  return {
    method: 'POST',
    path: `/operator/posts/${id}/${action}`,
    body: action === 'reject' ? { reason: reason ?? null } : undefined,
    report: (_status, body) => {
      const data = body.data ?? {};
      const coins = action === 'approve' ? ` (the author's coins: ${data.bonus_impact ?? 0})` : '';
      return { code: 0, out: [`Post ${id}: ${data.status ?? 'unknown'}${coins}.`] };
    },
  };
}

function listLines(body, status) {
  const posts = Array.isArray(body.data) ? body.data : [];
  const total = body.meta?.total ?? posts.length;
  if (posts.length === 0) return [`No ${status} posts.`];
  const lines = [`${total} ${status} post${total === 1 ? '' : 's'}${total > posts.length ? ` (the oldest ${posts.length} shown)` : ''}:`];
  for (const post of posts) {
    const held = post.hold_reason ? ` [${post.hold_reason}]` : '';
    lines.push(`  #${post.id}${held} ${post.created_at} by ${post.author?.name ?? '?'} (user ${post.author?.id ?? '?'}): ${post.title}`);
    if (post.origin_url) lines.push(`      link: ${post.origin_url}`);
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { code, out } = await main(process.argv.slice(2), process.env);
  for (const line of out) (code === 0 ? console.log : console.error)(line);
  process.exit(code);
}
