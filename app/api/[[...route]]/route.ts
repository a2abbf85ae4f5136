import { revalidatePath } from 'next/cache';
import { handle } from 'hono/vercel';
import { registerInProcessApi } from '@/lib/api/in-process';
import { cachePath } from '@/lib/i18n/match-route';
import { getApiApp } from '@/server';

// The only file of the web app that imports server/: it mounts the reference API at /api and lets
// server rendering call it in-process.
const app = getApiApp({
  // A change the API made (e.g. a vote) refreshes the cached pages that show it right away.
  // Pages are cached under their internal path (`/nl/…`, Dutch segment names), not the public one.
  onContentChange: (paths) => {
    for (const path of paths) {
      const cached = cachePath(path);
      if (cached) revalidatePath(cached);
    }
  },
});
registerInProcessApi((request) => app.fetch(request));

const handler = handle(app);

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS, handler as HEAD };
