'use client';

import type { AlertTarget } from '@/lib/api/deal-alerts';
import { Link } from '@/lib/i18n/navigation';

/** The page of what an alert follows. */
export default function AlertTargetLink({ target, className }: { target: AlertTarget; className?: string }) {
  const slug = target.data.slug;
  const title = target.data.title;
  switch (target.type) {
    case 'Store':
      return <Link href={{ pathname: '/store/[storeSlug]', params: { storeSlug: slug } }} className={className}>{title}</Link>;
    case 'Webshop':
      return <Link href={{ pathname: '/webshop/[webshopSlug]', params: { webshopSlug: slug } }} className={className}>{title}</Link>;
    case 'Brand':
      return <Link href={{ pathname: '/brand/[brandSlug]', params: { brandSlug: slug } }} className={className}>{title}</Link>;
    case 'Product':
      return <Link href={{ pathname: '/product/[productSlug]', params: { productSlug: slug } }} className={className}>{title}</Link>;
    case 'Category':
      return <Link href={{ pathname: '/promos/[categorySlug]', params: { categorySlug: slug } }} className={className}>{title}</Link>;
  }
}
