'use client';

import { useTranslations } from '#i18n';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { EyeOffIcon } from '@/components/icons/eye-off';
import { FlameIcon } from '@/components/icons/flame';
import { HeartIcon } from '@/components/icons/heart';
import { SnowflakeIcon } from '@/components/icons/snowflake';
import { ThumbDownIcon } from '@/components/icons/thumb-down';
import { ThumbUpIcon } from '@/components/icons/thumb-up';
import { loadCardFlags, promoKey, type PromoCardKind } from '@/components/engagement/promo-engagement-state';
import { HIDE_BUTTON_ATTRIBUTE, usePromoFlags } from '@/components/engagement/use-promo-flags';
import { useSession } from '@/lib/stores/session';
import type { FlagItemRef } from '@/lib/api/member-flag-items';
import { CARD_FLAGS_ATTRIBUTE, CARD_FLAGS_SLOT_ATTRIBUTE, CARD_ITEM_ATTRIBUTE } from './card-flag-attributes';
import { takeCardFlagRequests } from './card-flag-requests';
import type { CardFlagsProps } from './card-flags';
import { signed, temperatureOf } from './promo-deal';
import footerStyles from './feed-card-footer.module.css';
import styles from './card-flags.module.css';

/**
 * The member's side of the feed cards, loaded by the list's CardFlagsLoader once the session check
 * finds a member. The lists are rendered once for every guest and cached (card-flags.tsx); here the
 * member's flags on the whole list come in ONE call (GET /me/promo-flags), each card's slot gets the
 * interactive flags in place of the guest's, and the cards the member hid are left out.
 */

/** Dislike, temperature and hit in one pill, then favourite and (promos only) hide. */
function MemberCardFlags({ kind, id, title, rating, hits, dislikes, authorId, slot }: CardFlagsProps & { slot: HTMLElement }) {
  const t = useTranslations('MemberFlags');
  const tCard = useTranslations('FeedCard');
  const { flags, counts, toggle, toggleProps } = usePromoFlags(kind, id, { rating_calculated: rating, hits_count: hits, dislikes_count: dislikes }, { title, authorId });
  const temperature = temperatureOf(counts.rating_calculated);
  const key = promoKey(kind, id);
  // The count speaks (aria-live) from the member's first vote on this card on, not before: the
  // member's flags load with fresh counts, and every card whose count moved would speak at once.
  const [voted, setVoted] = useState(false);
  const flip: typeof toggle = (flag, options) => {
    if (flag === 'hit' || flag === 'dislike') setVoted(true);
    toggle(flag, options);
  };
  const toggleRef = useRef(flip);
  useLayoutEffect(() => {
    toggleRef.current = flip;
  });
  // A click on the guest's flags before these were here runs now (card-flag-requests.ts).
  useEffect(
    () =>
      takeCardFlagRequests(key, ({ flag, afterLogin }) => {
        if (flag !== 'report-expired') toggleRef.current(flag, { afterLogin });
      }),
    [key],
  );
  // These flags stand in for the guest's; a hidden card leaves its list (before the next frame, so an undo can focus its button).
  useLayoutEffect(() => {
    const guest = slot.parentElement?.querySelector<HTMLElement>(`[${CARD_FLAGS_ATTRIBUTE}="${CSS.escape(key)}"]`);
    // A keyboard user on one of the guest's buttons (the focus came back to it as a login closed) keeps
    // their place: the member's button of the same flag takes the focus.
    const active = document.activeElement;
    const focusedFlag = guest && active instanceof HTMLElement && guest.contains(active) ? active.getAttribute('data-flag') : null;
    if (guest) guest.style.display = 'none';
    if (focusedFlag) slot.querySelector<HTMLElement>(`[data-flag="${CSS.escape(focusedFlag)}"]`)?.focus();
    return () => {
      if (guest) guest.style.display = '';
    };
  }, [slot, key]);
  useLayoutEffect(() => {
    const card = slot.closest<HTMLElement>(`[${CARD_ITEM_ATTRIBUTE}]`);
    if (!card || !flags.hidden) return;
    card.style.display = 'none';
    return () => {
      card.style.display = '';
    };
  }, [slot, flags.hidden]);
  return (
    <div className={styles.flags}>
      <span role="group" aria-label={t('voteOn', { title })} className={`${styles.vote} ${footerStyles[temperature]}`}>
        <button
          {...toggleProps('dislike', flags.dislike)}
          onClick={() => flip('dislike')}
          className={`${styles.button} ${styles.dislike}`}
          aria-label={t('cardDislike', { title })}
          title={t('dislike')}
        >
          <ThumbDownIcon size={16} filled={flags.dislike} />
        </button>
        <span className={styles.rating}>
          {temperature === 'cold' ? <SnowflakeIcon size={15} /> : <FlameIcon size={15} />}
          <span aria-hidden="true">{signed(counts.rating_calculated)}°</span>
          <span className="visually-hidden" aria-live={voted ? 'polite' : undefined}>
            {tCard('rating', { rating: signed(counts.rating_calculated), hits: counts.hits_count, dislikes: counts.dislikes_count })}
          </span>
        </span>
        <button {...toggleProps('hit', flags.hit)} onClick={() => flip('hit')} className={`${styles.button} ${styles.hit}`} aria-label={t('cardHit', { title })} title={t('hit')}>
          <ThumbUpIcon size={16} filled={flags.hit} />
        </button>
      </span>
      <button {...toggleProps('favourite', flags.favourite)} className={`${styles.button} ${styles.favourite}`} aria-label={t('cardFavourite', { title })} title={t('favourite')}>
        <HeartIcon size={16} filled={flags.favourite} />
      </button>
      {kind !== 'Folder' && (
        <button
          {...toggleProps('hidden', flags.hidden)}
          className={`${styles.button} ${styles.hide}`}
          aria-label={t('cardHide', { title })}
          title={t('hide')}
          {...{ [HIDE_BUTTON_ATTRIBUTE]: key }}
        >
          <EyeOffIcon size={16} />
        </button>
      )}
    </div>
  );
}

/** The slots the layers of the page took: a card in two lists' reach gets its flags once. */
const taken = new WeakSet<Element>();

const slotKeys = new WeakMap<Element, string>();
let lastSlotKey = 0;
/** A React key per slot element (two cards of a list may be the same promo). */
function slotKey(slot: Element): string {
  let key = slotKeys.get(slot);
  if (key === undefined) slotKeys.set(slot, (key = String(++lastSlotKey)));
  return key;
}

function propsOf(slot: HTMLElement): CardFlagsProps | null {
  const [kind, id] = (slot.getAttribute(CARD_FLAGS_SLOT_ATTRIBUTE) ?? '').split(':');
  const [rating = 0, hits = 0, dislikes = 0] = (slot.dataset.counts ?? '').split(',').map(Number);
  if (!kind || !id) return null;
  const authorId = slot.dataset.author ? Number(slot.dataset.author) : null;
  return { kind: kind as PromoCardKind, id: Number(id), title: slot.dataset.title ?? '', rating, hits, dislikes, authorId };
}

/**
 * Loads the member's flags on a list's cards in one call and renders each card's interactive flags
 * into its slot (portals: the cards stay the server's markup). Looks for new slots after every render
 * of its list (a page added, cards restored on Back).
 */
export default function MemberCardFlagsLayer({ items }: { items: readonly FlagItemRef[] }) {
  const viewerId = useSession((state) => state.user?.id ?? null);
  const value = items.map((item) => promoKey(item.type, item.id)).join(',');
  const [slots, setSlots] = useState<readonly HTMLElement[]>([]);

  useEffect(() => {
    if (viewerId === null || value === '') return;
    void loadCardFlags(
      value.split(',').map((key) => {
        const [type, id] = key.split(':');
        return { type: type as FlagItemRef['type'], id: Number(id) };
      }),
    );
  }, [viewerId, value]);

  // After every render: the list's new cards (a render of the list renders this layer too), so no
  // dependencies; it sets state only when a slot came or went.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    const wanted = new Set(value.split(','));
    const found = Array.from(document.querySelectorAll<HTMLElement>(`[${CARD_FLAGS_SLOT_ATTRIBUTE}]`)).filter(
      (slot) => !taken.has(slot) && wanted.has(slot.getAttribute(CARD_FLAGS_SLOT_ATTRIBUTE) ?? ''),
    );
    const gone = slots.some((slot) => !slot.isConnected);
    if (found.length === 0 && !gone) return;
    for (const slot of found) taken.add(slot);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the slots are in the server's markup, outside React: found after the commit that rendered them.
    setSlots((current) => [...current.filter((slot) => slot.isConnected), ...found]);
  });
  // Released when the layer goes (a sign-out): another layer may take them.
  const held = useRef(slots);
  useEffect(() => {
    held.current = slots;
  }, [slots]);
  useEffect(() => () => held.current.forEach((slot) => taken.delete(slot)), []);

  return slots.map((slot) => {
    const props = propsOf(slot);
    return props ? createPortal(<MemberCardFlags {...props} slot={slot} />, slot, slotKey(slot)) : null;
  });
}
