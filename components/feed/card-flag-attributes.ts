/* The attributes that tie a card's server markup (card-flags.tsx) to its list's loader (card-flags-loader.tsx). */

/** The attribute of the guest flags (their card's `kind:id`); the member's flags replace them. */
export const CARD_FLAGS_ATTRIBUTE = 'data-card-flags';
/** The attribute of the empty slot the member's flags render into (with `data-title` and `data-counts`). */
export const CARD_FLAGS_SLOT_ATTRIBUTE = 'data-card-flags-slot';
/** What leaves a card out of its list once the member hid it (the `<li>` of a grid, the hero's main card). */
export const CARD_ITEM_ATTRIBUTE = 'data-card-item';
/** The promo (`kind:id`) of a member's flag button, which also says its flag in `data-flag` like the guest's. */
export const FLAG_OF_ATTRIBUTE = 'data-flag-of';
