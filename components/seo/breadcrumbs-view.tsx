import Link from 'next/link';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import JsonLd from './json-ld';
import styles from './breadcrumbs.module.css';

type BreadcrumbsViewProps = {
  /** The whole trail, home first. */
  trail: readonly Crumb[];
  /** The navigation landmark's accessible name. */
  label: string;
  jsonLd: Record<string, unknown>;
};

/** The markup of the breadcrumbs: an ordered list, the last crumb the current page and not a link. */
export default function BreadcrumbsView({ trail, label, jsonLd }: BreadcrumbsViewProps) {
  return (
    <>
      <nav aria-label={label} className={styles.breadcrumbs}>
        <ol>
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1;
            return (
              <li key={`${index}-${crumb.name}`}>
                {last || !crumb.href ? (
                  <span aria-current={last ? 'page' : undefined}>{crumb.name}</span>
                ) : (
                  <Link href={crumb.href}>{crumb.name}</Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={jsonLd} />
    </>
  );
}
