import type { Folder } from '@/lib/api/folders';
import FolderCard from './folder-card';

/**
 * A folder list's items: the server's page (folders-view.tsx) and the pages "show more" adds in the browser
 * (folder-list.tsx loads this module with the first of them), so the card's code is not in the first load.
 */
export default function FolderListItems({ folders, firstIsPriority = false }: { folders: readonly Folder[]; firstIsPriority?: boolean }) {
  return folders.map((folder, index) => (
    <li key={folder.id}>
      <FolderCard
        href={folder.route}
        coverUrl={folder.image_url}
        storeTitle={folder.store?.translation.title ?? folder.translation.title}
        storeLogoUrl={folder.store?.image_url}
        title={folder.translation.title}
        validText={folder.valid_text}
        pagesCount={folder.pages_count}
        status={folder.status}
        priority={firstIsPriority && index === 0}
      />
    </li>
  ));
}
