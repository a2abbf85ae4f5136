/* eslint-disable @next/next/no-img-element -- logos and product pictures are SVGs the API draws itself; next/image adds nothing for them. */
import type { ReactNode } from 'react';
import type { PageViewRequest } from '@/lib/api/page-views';
import ViewBeacon from './view-beacon';
import styles from './entity-header.module.css';

export type EntityHeaderProps = {
  /** "Winkel", "Webshop", "Merk", "Product": what the page is about, above the name. */
  kindLabel: string;
  title: string;
  /** Already localized (`localizedImage`); null shows the title's initial. */
  imageUrl: string | null;
  /** Product pictures are shown larger than logos. */
  picture?: boolean;
  description: string;
  /** Short facts under the name ("3 lopende folders", a brand link…). */
  facts?: ReactNode[];
  /** Call to action (the webshop's affiliate link). */
  action?: ReactNode;
  /** The entity whose page this is: each view counts toward its popularity (view-beacon.tsx). */
  view?: PageViewRequest;
  /**
   * The image loads first, with high priority (React preloads it): off when a larger picture follows
   * on a phone's first screen (a store's folder covers), so the two do not share the bandwidth.
   */
  imagePriority?: boolean;
};

/**
 * The top of a store, webshop, brand or product page: logo, name (the page's h1), description and
 * facts. On desktop the left bar shows the logo too, so the header's own logo is a phone thing.
 */
export default function EntityHeader({ kindLabel, title, imageUrl, picture = false, description, facts = [], action, view, imagePriority = true }: EntityHeaderProps) {
  return (
    <header className={`${styles.header} ${picture ? styles.picture : ''}`}>
      <div className={styles.media}>
        {imageUrl ? (
          <img src={imageUrl} alt="" width={picture ? 160 : 88} height={picture ? 160 : 88} fetchPriority={imagePriority ? 'high' : 'auto'} className={styles.image} />
        ) : (
          <span aria-hidden="true" className={styles.fallback}>
            {title.slice(0, 1).toUpperCase()}
          </span>
        )}
      </div>
      <div className={styles.text}>
        <p className={styles.kind}>{kindLabel}</p>
        <h1 className={styles.title}>{title}</h1>
        {facts.length > 0 && (
          <ul className={styles.facts}>
            {facts.map((fact, index) => (
              <li key={index}>
                {/* A span keeps the spaces around a link (a flex item would drop them). */}
                <span>{fact}</span>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.description}>{description}</p>
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {view && <ViewBeacon type={view.type} id={view.id} />}
    </header>
  );
}
