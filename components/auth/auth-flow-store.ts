import { create } from 'zustand';
import type { SocialProvider } from '@/lib/schemas/account';

/** A social sign-in without an account: what the check call returned, to prefill registration. */
export type SocialPrefill = { provider: SocialProvider; email: string | null; fname: string; lname: string; cacheId: string };

/** The address (and, right after registration or a refused login, the password) the verify-email dialog checks. */
export type PendingVerification = { email: string; password?: string };

type AuthFlowState = {
  verification: PendingVerification | null;
  social: SocialPrefill | null;
  setVerification: (verification: PendingVerification | null) => void;
  setSocial: (social: SocialPrefill | null) => void;
};

/** Hand-overs between the login step, the registration and the verify-email dialog (memory only). */
export const useAuthFlow = create<AuthFlowState>()((set) => ({
  verification: null,
  social: null,
  setVerification: (verification) => set({ verification }),
  setSocial: (social) => set({ social }),
}));
