'use client';

import NextLink from 'next/link';
import { useTranslations } from '#i18n';
import { useEffect, useRef, type MouseEvent } from 'react';
import { ArrowLeftIcon } from '@/components/icons/arrow-left';
import { isPlainClick } from '@/lib/ui/plain-click';
import { viewerSearch, type ViewerState } from './viewer-query';
import styles from './sub-view.module.css';

type SubViewHeaderProps = {
  heading: string;
  route: string;
  page: number;
  onNavigate?: (state: ViewerState) => void;
  /** Move focus to the heading on mount: the visitor just opened this view (not on a fresh page load). */
  focusOnMount?: boolean;
};

/** The heading of a sub-view and the way back to the pages. Focus moves to the heading when it opens. */
export default function SubViewHeader({ heading, route, page, onNavigate, focusOnMount = false }: SubViewHeaderProps) {
  const t = useTranslations('FolderViewer');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const back: ViewerState = { page, subView: null };

  // Screen-reader and keyboard users land on what just opened; mount only, not on every page change.
  const focusRef = useRef(focusOnMount);
  useEffect(() => {
    if (focusRef.current) headingRef.current?.focus({ preventScroll: true });
  }, []);

  function onBack(event: MouseEvent<HTMLAnchorElement>) {
    if (!onNavigate || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(back);
  }

  return (
    <div className={styles.header}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h2>
      <NextLink href={`${route}${viewerSearch('', back)}`} prefetch={false} scroll={false} className={styles.back} onClick={onBack}>
        <ArrowLeftIcon size={18} />
        {t('backToFolder')}
      </NextLink>
    </div>
  );
}
