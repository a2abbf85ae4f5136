/** The largest id PostgreSQL's integer column holds: a longer number cannot name a member. */
const MAX_USER_ID = 2_147_483_647;

/** The member id of `/profiel/{userId}`, or null when it is not a positive whole number (the page is a 404 without asking the API). */
export function userIdParam(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_USER_ID ? id : null;
}
