/**
 * Laravel's query format (docs/product.md, API): `name[]=value` for a list at any depth, e.g.
 * `filters[types][]=x`. axios's own serializer only does this for top-level lists (nested ones get
 * `[0]`) and percent-encodes the brackets; here the brackets stay literal, names and values are
 * encoded.
 */
export function serializeQuery(params: unknown): string {
  if (params instanceof URLSearchParams) return params.toString();
  if (!params || typeof params !== 'object') return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) append(parts, encodeURIComponent(name), value);
  return parts.join('&');
}

function isStructured(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

function append(parts: string[], key: string, value: unknown): void {
  // Same as axios: absent values are left out rather than sent as empty strings.
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    // A list of objects needs its index, or PHP would merge every item's fields into one.
    value.forEach((item, index) => append(parts, isStructured(item) ? `${key}[${index}]` : `${key}[]`, item));
    return;
  }
  if (value instanceof Date) {
    parts.push(`${key}=${encodeURIComponent(value.toISOString())}`);
    return;
  }
  if (typeof value === 'object') {
    for (const [name, nested] of Object.entries(value)) append(parts, `${key}[${encodeURIComponent(name)}]`, nested);
    return;
  }
  parts.push(`${key}=${encodeURIComponent(String(value))}`);
}
