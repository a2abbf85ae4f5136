import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

export const feedRoutes = new Hono<AppEnv>();
