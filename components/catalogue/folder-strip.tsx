import FolderCard from '@/components/folders/folder-card';
import type { FolderSummary } from '@/lib/api/folders';
import styles from './folder-strip.module.css';

export type FolderStripProps = {
  folders: readonly FolderSummary[];
  storeTitle: string;
  storeLogoUrl: string | null;
  /** The first cover is the page's LCP candidate on phones. */
  priority?: boolean;
};

/** A store's current folders in one row that scrolls sideways (the store page shows its folders above its promos). */
export default function FolderStrip({ folders, storeTitle, storeLogoUrl, priority = false }: FolderStripProps) {
  return (
    <ul className={styles.strip}>
      {folders.map((folder, index) => (
        <li key={folder.id}>
          <FolderCard
            href={folder.route}
            coverUrl={folder.image_url}
            storeTitle={storeTitle}
            storeLogoUrl={storeLogoUrl}
            validText={folder.valid_text}
            priority={priority && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
