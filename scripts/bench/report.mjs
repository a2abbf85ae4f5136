/** Nearest-rank percentile of an ascending list (0 for an empty one). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const ms = (value) => value.toFixed(1);

/** The path of a GET, or method, path and JSON body of a POST; long ones cut. */
function requestText(result) {
  const text = result.body === undefined ? result.path : `POST ${result.path} ${JSON.stringify(result.body)}`;
  return text.length > 130 ? `${text.slice(0, 127)}...` : text;
}

/** A Markdown table (readable in a terminal, pasteable into the README). */
export function formatTable(results) {
  const header = ['route', 'request', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'CPU ms/req', 'failed'];
  const rows = results.map((result) => [
    result.name,
    `\`${requestText(result)}\``,
    String(result.connections),
    result.rps.toFixed(0),
    ms(result.p50),
    ms(result.p95),
    ms(result.p99),
    result.cpuPerRequest === null ? 'n/a' : ms(result.cpuPerRequest),
    String(result.non2xx + result.errors),
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index].length)));
  const line = (cells) => `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`;
  const numeric = new Set([2, 3, 4, 5, 6, 7, 8]);
  const rule = `|${widths.map((width, index) => (numeric.has(index) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
