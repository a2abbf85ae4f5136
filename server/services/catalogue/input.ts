/**
 * A slug or key from a path, or null when it cannot name anything: empty, too long for the column, or
 * containing control characters (PostgreSQL rejects NUL in text, which would otherwise be a 500).
 */
export function cleanSlug(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '' || value.length > 255 || /[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** Free text for ILIKE/trigram: control characters dropped (NUL cannot reach PostgreSQL). */
export function cleanText(raw: string): string {
  return raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}

