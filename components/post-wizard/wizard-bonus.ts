import { OPTIONAL_CONTENT_ACTION, POST_APPROVED_ACTION, type BonusAction } from '@/lib/api/feed';

/**
 * The coins the optional content step earns a post of the chosen type, by the API's own rule
 * (docs/points.md, "The bonuses"; server/services/points/awards.ts `postBonus` applies it to the rows): the type's post_approved action (bonusable PromoType, the parent
 * type's before the subtype's, else the generic post_approved) must offer it (`optional_impact > 0`,
 * reports in the demo); it then pays the optional_content action's impact. 0 when the type does not:
 * the other default-kind types show the same step, for its fields, without coins.
 */
export function optionalContentCoins(actions: readonly BonusAction[], typeIds: readonly (number | null)[]): number {
  const ids = typeIds.filter((id): id is number => id !== null);
  const byType = ids
    .map((id) => actions.find((action) => action.bonusable_type === 'PromoType' && action.bonusable_id === id && action.type !== POST_APPROVED_ACTION))
    .find(Boolean);
  const typeAction = byType ?? actions.find((action) => action.type === POST_APPROVED_ACTION);
  if (!typeAction || typeAction.optional_impact <= 0) return 0;
  return actions.find((action) => action.type === OPTIONAL_CONTENT_ACTION)?.impact_on_balance ?? typeAction.optional_impact;
}
