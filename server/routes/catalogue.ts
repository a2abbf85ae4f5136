import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

export const catalogueRoutes = new Hono<AppEnv>();
