/**
 * Limits of stored values that the browser's code needs too, in a module without zod (client
 * components import it; lib/schemas/route-params.ts builds its schemas on it).
 */

/** The largest id PostgreSQL's integer column holds: a longer number names no record. */
export const MAX_RECORD_ID = 2_147_483_647;
