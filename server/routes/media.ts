import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

export const mediaRoutes = new Hono<AppEnv>();
