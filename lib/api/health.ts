import type { ApiClient } from './client';

export type Health = { status: 'ok'; database: 'pglite' | 'postgres' | 'unconfigured'; time: string };

export async function getHealth(api: ApiClient): Promise<Health> {
  const response = await api.get<Health>('/health');
  return response.data;
}
