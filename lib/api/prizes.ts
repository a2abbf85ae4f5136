import type { ApiClient } from './client';
import type { PrizeRequestPayload } from '@/lib/schemas/prize-request';

/** The prize pot (docs/points.md, Prize requests): prizes bought with points. */

export type Prize = {
  id: number;
  title: string;
  description: string | null;
  image_url: string | null;
  points_cost: number;
  stock: number;
  /** For members: enough points and in stock. Absent for guests. */
  can_request?: boolean;
};

export type PrizeRequestResult = { request_id: number; status: string; available: number };

export async function getPrizes(api: ApiClient): Promise<Prize[]> {
  return (await api.get<{ data: Prize[] }>('/prizes')).data.data;
}

export async function getPrize(api: ApiClient, id: number): Promise<Prize> {
  return (await api.get<{ data: Prize }>(`/prizes/${id}`)).data.data;
}

export async function requestPrize(api: ApiClient, id: number, address: PrizeRequestPayload): Promise<PrizeRequestResult> {
  return (await api.post<{ data: PrizeRequestResult }>(`/prizes/${id}/request`, address)).data.data;
}
