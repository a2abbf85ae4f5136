import { revalidateTag } from 'next/cache';
import { handle } from 'hono/vercel';
import { registerInProcessApi } from '@/lib/api/in-process';
import { getApiApp } from '@/server';

// The only file of the web app that imports server/: it mounts the reference API at /api and lets
// server rendering call it in-process.
const app = getApiApp({
  // A change the API made (e.g. a vote) expires the cached data and pages tagged with it
  // (lib/cache/cached.ts), in every language; the next view renders with fresh data.
  onContentChange: (tags) => {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  },
});
registerInProcessApi((request) => app.fetch(request));

const handler = handle(app);

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS, handler as HEAD };
