'use client';

import PromoMemberControls, { type PromoMemberControlsProps } from './promo-member-controls';
import PromoVotes from './promo-votes';

export type MemberPromoControlsProps = PromoMemberControlsProps;

/** A member's votes, favourite and other controls on a promo page, loaded by promo-controls-loader.tsx. */
export default function MemberPromoControls(props: MemberPromoControlsProps) {
  const { kind, id, rating, hits, dislikes, authorId } = props;
  return (
    <>
      <PromoVotes kind={kind} id={id} rating={rating} hits={hits} dislikes={dislikes} authorId={authorId} />
      <PromoMemberControls {...props} />
    </>
  );
}
