import type { Metadata } from 'next';
import PromoRoute, { promoMetadata } from '@/components/promo/promo-route';

// Cached per params on first request (see lib/cache/on-demand.ts).
export { generateStaticParams } from '@/lib/cache/on-demand';

// The same HTML for every visitor (personal flags load in the browser): rendered on first request, then cached.
export const revalidate = 300;

type Props = PageProps<'/[locale]/folder-promos/[id]'>;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return promoMetadata('FolderItem', params);
}

export default function FolderPromoPage({ params }: Props) {
  return <PromoRoute kind="FolderItem" params={params} />;
}
