import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

export const contentRoutes = new Hono<AppEnv>();
