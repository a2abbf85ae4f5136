import 'server-only';
import { cache } from 'react';
import { makeQueryClient } from './query-client';

/** One query client per server request, shared by every server component that prefetches. */
export const getServerQueryClient = cache(makeQueryClient);
