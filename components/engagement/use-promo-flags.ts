'use client';

import { useTranslations } from '#i18n';
import { useLayoutEffect, useState } from 'react';
import { CARD_FLAGS_ATTRIBUTE, FLAG_OF_ATTRIBUTE } from '@/components/feed/card-flag-attributes';
import { handOverFocus } from '@/components/ui/focus-handover';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { setPromoFlag, type PromoAction, type PromoActionFlags } from '@/lib/api/actions';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { useDialogs } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import { whenSignedIn } from './login-gate';
import {
  engagementOf,
  loadCardFlags,
  promoEngagementLoad,
  promoKey,
  PROMO_TARGETS,
  setPromoEngagement,
  usePromoEngagement,
  type PromoCardKind,
  type PromoEngagement,
} from './promo-engagement-state';

export type PromoFlag = 'hit' | 'dislike' | 'favourite' | 'hidden' | 'subscription';
/** Hit and dislike move each other and the counts: one vote at a time; the other flags are independent. */
type Lane = 'vote' | 'favourite' | 'hidden' | 'subscription';
const laneOf = (flag: PromoFlag): Lane => (flag === 'hit' || flag === 'dislike' ? 'vote' : flag);

/** The call that flips a flag, from its current value. */
export function actionFor(flag: PromoFlag, current: PromoEngagement): PromoAction {
  switch (flag) {
    case 'hit':
      return current.is_hit ? 'remove-hit' : 'set-hit';
    case 'dislike':
      return current.is_dislike ? 'remove-dislike' : 'set-dislike';
    case 'favourite':
      return current.is_favourite ? 'remove-favorite' : 'set-favorite';
    case 'hidden':
      return current.is_hidden ? 'restore-hidden' : 'hide';
    case 'subscription':
      return current.subscriptions ? 'unsubscribe' : 'subscribe';
  }
}

/** Whether a flag is set in an entry. */
function isOn(flag: PromoFlag, entry: PromoEngagement): boolean {
  const fields = { hit: 'is_hit', dislike: 'is_dislike', favourite: 'is_favourite', hidden: 'is_hidden', subscription: 'subscriptions' } as const;
  return entry[fields[flag]];
}

/** What each lane takes from an answer; the rest stays as the store has it (another lane may have answered since). */
function merge(flag: PromoFlag, latest: PromoEngagement, answer: PromoEngagement): PromoEngagement {
  switch (laneOf(flag)) {
    case 'vote':
      return { ...latest, ...pick(answer, ['is_hit', 'is_dislike', 'rating_calculated', 'hits_count', 'dislikes_count']) };
    case 'favourite':
      return { ...latest, is_favourite: answer.is_favourite };
    case 'hidden':
      return { ...latest, is_hidden: answer.is_hidden };
    case 'subscription':
      return { ...latest, subscriptions: answer.subscriptions };
  }
}

function pick<K extends keyof PromoEngagement>(entry: PromoEngagement, keys: readonly K[]): Pick<PromoEngagement, K> {
  return Object.fromEntries(keys.map((key) => [key, entry[key]])) as Pick<PromoEngagement, K>;
}

/** Calls the action of a flag on a promo or folder (folders take votes and favourites only). */
function callAction(kind: PromoCardKind, id: number, action: PromoAction): Promise<PromoActionFlags> {
  return loadBrowserApi().then((api) => {
    if (kind !== 'Folder') return setPromoFlag(api, PROMO_TARGETS[kind], id, action);
    if (action === 'hide' || action === 'restore-hidden' || action === 'subscribe' || action === 'unsubscribe') {
      throw new Error(`Folders do not take ${action}.`);
    }
    return setPromoFlag(api, 'folders', id, action);
  });
}

export type Counts = Pick<PromoEngagement, 'rating_calculated' | 'hits_count' | 'dislikes_count'>;

export type PromoFlagsOptions = {
  /** The promo's title, for the toast after hiding it ("… is hidden", with Undo). */
  title?: string;
  /** The member who posted it (member posts only): they cannot vote on it, only take an old vote back. */
  authorId?: number | null;
};

const isVote = (flag: PromoFlag): boolean => flag === 'hit' || flag === 'dislike';

/** The hide button of a promo carries this attribute, so focus can come back to it after an undo. */
export const HIDE_BUTTON_ATTRIBUTE = 'data-hide-for';

function focusHideButton(key: string): void {
  // After the undo the card renders again; its button is there on the next frame.
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[${HIDE_BUTTON_ATTRIBUTE}="${CSS.escape(key)}"]`)?.focus());
}

/**
 * The signed-in viewer's flags on one promo or folder and the way to flip them, for the promo page's
 * controls and every feed card alike (one store: promo-engagement-state.ts). The page around them is
 * the same for everyone, so `rendered` is what the page was rendered with; a guest's click opens the
 * auth dialog and the action runs after they log in (login-gate.ts).
 */
export function usePromoFlags(kind: PromoCardKind, id: number, rendered: Counts, options: PromoFlagsOptions = {}) {
  const t = useTranslations('PromoEngagement');
  const tFlags = useTranslations('MemberFlags');
  const errorMessage = useErrorMessage();
  const key = promoKey(kind, id);
  const viewerId = useSession((state) => state.user?.id ?? null);
  const signedIn = viewerId !== null;
  // The API answers an author's vote with 403 (docs/product.md, Behaviour and API); the buttons say so before it.
  const own = signedIn && options.authorId != null && options.authorId === viewerId;
  const known = usePromoEngagement((state) => state[key]);
  const authOpen = useDialogs((state) => state.dialogs.auth.open);
  const [pending, setPending] = useState<Partial<Record<Lane, PromoFlag>>>({});
  // These buttons may take the place of a guest's one that had the focus: the one of the same flag takes it.
  useLayoutEffect(
    () =>
      handOverFocus(CARD_FLAGS_ATTRIBUTE, key, (previous) =>
        document.querySelector<HTMLElement>(`[${FLAG_OF_ATTRIBUTE}="${CSS.escape(key)}"][data-flag="${CSS.escape(previous.getAttribute('data-flag') ?? '')}"]`),
      ),
    [key],
  );

  /** Hiding takes the card out of every list: the toast says so and offers Undo (focused when the hide button had the focus). */
  function announceHidden(entry: PromoEngagement, focused: boolean, undone: boolean) {
    if (entry.is_hidden) {
      toast.success(tFlags('hidden', { title: options.title ?? '' }), null, {
        action: { label: tFlags('undo'), run: () => toggle('hidden', { undo: true }), focus: focused },
        duration: 8000,
      });
    } else {
      toast.info(tFlags('restored', { title: options.title ?? '' }));
      if (undone) focusHideButton(key);
    }
  }

  async function flip(flag: PromoFlag, toasts: boolean, focused: boolean, undo: boolean, afterLogin: boolean) {
    setPending((current) => ({ ...current, [laneOf(flag)]: flag }));
    try {
      // Right after a login nothing may have asked for the member's flags yet: ask now.
      if (afterLogin) void loadCardFlags([{ type: kind, id }]);
      // An early click waits for the viewer's flags, so it flips the real state.
      await promoEngagementLoad(kind, id);
      const current: PromoEngagement = usePromoEngagement.getState()[key] ?? {
        is_hit: false,
        is_dislike: false,
        is_favourite: false,
        is_hidden: false,
        subscriptions: false,
        is_reported_expired: false,
        ...rendered,
      };
      // A guest asked to set the flag: after their login it may turn out to be set already.
      if (afterLogin && isOn(flag, current)) return;
      // The author may take an old vote back, not cast one.
      if (own && isVote(flag) && !isOn(flag, current)) {
        toast.error(t('voteFailed'), t('ownVote'));
        return;
      }
      const answer = engagementOf(await callAction(kind, id, actionFor(flag, current)));
      const next = merge(flag, usePromoEngagement.getState()[key] ?? current, answer);
      setPromoEngagement(key, next);
      if (toasts && flag === 'favourite') toast.success(next.is_favourite ? t('favouriteAdded') : t('favouriteRemoved'));
      if (toasts && flag === 'hidden') announceHidden(next, focused, undo);
      if (toasts && flag === 'subscription') toast.success(next.subscriptions ? tFlags('subscribedToast') : tFlags('unsubscribedToast'));
    } catch (error) {
      toast.error(flag === 'favourite' ? t('favouriteFailed') : flag === 'hit' || flag === 'dislike' ? t('voteFailed') : tFlags('actionFailed'), errorMessage(error));
    } finally {
      setPending((current) => ({ ...current, [laneOf(flag)]: undefined }));
    }
  }

  /**
   * Flips a flag (a second click while the first is under way is ignored: it would flip from a state
   * about to change). `afterLogin`: a guest's click on a card's server markup, run once they logged
   * in (feed/card-flag-requests.ts): it only sets what they asked for.
   */
  function toggle(flag: PromoFlag, { toasts = true, undo = false, afterLogin = false }: { toasts?: boolean; undo?: boolean; afterLogin?: boolean } = {}) {
    if (pending[laneOf(flag)]) return;
    const focused = typeof document !== 'undefined' && document.activeElement?.getAttribute(HIDE_BUTTON_ATTRIBUTE) === key;
    if (afterLogin) void flip(flag, toasts, focused, undo, true);
    else void whenSignedIn((loggedIn) => flip(flag, toasts, focused, undo, loggedIn));
  }

  /** The props of a toggle button: guests get a button that opens the login dialog; only members have a pressed state. */
  const toggleProps = (flag: PromoFlag, pressed: boolean) => ({
    type: 'button' as const,
    'aria-pressed': signedIn ? pressed : undefined,
    // Still focusable and clickable: the click says why (a disabled button would say nothing).
    'aria-disabled': (own && isVote(flag) && !pressed) || undefined,
    'aria-haspopup': signedIn ? undefined : ('dialog' as const),
    'aria-expanded': signedIn ? undefined : authOpen,
    'aria-busy': pending[laneOf(flag)] === flag || undefined,
    'data-flag': flag,
    [FLAG_OF_ATTRIBUTE]: key,
    onClick: () => toggle(flag),
  });

  const flags = {
    hit: signedIn && Boolean(known?.is_hit),
    dislike: signedIn && Boolean(known?.is_dislike),
    favourite: signedIn && Boolean(known?.is_favourite),
    hidden: signedIn && Boolean(known?.is_hidden),
    subscription: signedIn && Boolean(known?.subscriptions),
    reportedExpired: signedIn && Boolean(known?.is_reported_expired),
    expired: Boolean(known?.is_expired),
  };
  const counts: Counts = known ?? rendered;
  return { signedIn, known, flags, counts, pending, toggle, toggleProps };
}
