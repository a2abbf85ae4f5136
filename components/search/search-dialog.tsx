'use client';

import { useTranslations } from '#i18n';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef } from 'react';
import { useBodyScrollLock } from '@/components/dialogs/use-body-scroll-lock';
import { useModalFocus } from '@/components/dialogs/use-modal-focus';
import { CloseIcon } from '@/components/icons/close';
import { dialogActions, useDialog } from '@/lib/stores/dialogs';
import SearchCombobox from './search-combobox';
import { SEARCH_DIALOG_ID, SEARCH_DIALOG_TITLE_ID } from './search-dialog-ids';
import styles from './search-dialog.module.css';

const { hide } = dialogActions('search');
/** Marks the history entry pushed while the dialog is open, so the phone's Back closes it. */
const HISTORY_MARK = 'searchDialog';

const markedEntry = () => (window.history.state as Record<string, unknown> | null)?.[HISTORY_MARK] === true;

/** Closes the dialog; its own history entry goes too, so Back then leaves the page as usual. */
function close() {
  hide();
  if (markedEntry()) window.history.back();
}

/**
 * The phone search dialog (dialogs store, 'search'), opened by the menu bar's search item: a full
 * screen with the same combobox as the desktop header. Modal: focus goes to the field and stays in
 * the dialog, Escape (with the list closed), the close button and the phone's Back close it, and
 * focus returns to the menu item.
 */
export default function SearchDialog() {
  const t = useTranslations('SearchBox');
  const dialog = useDialog('search');
  const panel = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const pathname = usePathname();

  useModalFocus(panel, dialog.open, close);
  useBodyScrollLock(dialog.open);

  // Back closes the dialog: an entry of our own (Next's state copied by its pushState patch) to pop.
  useEffect(() => {
    if (!dialog.open) return;
    if (!markedEntry()) window.history.pushState({ [HISTORY_MARK]: true }, '');
    const onPopState = () => {
      if (!markedEntry()) hide();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [dialog.open]);

  // A navigation (a pick, a submit) closes it.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    hide();
  }, [pathname]);

  return (
    <div id={SEARCH_DIALOG_ID} className={styles.layer} style={{ zIndex: dialog.zIndex }} hidden={!dialog.open}>
      {dialog.open && (
        <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={SEARCH_DIALOG_TITLE_ID} className={styles.panel} tabIndex={-1}>
          <div className={styles.head}>
            <h2 id={SEARCH_DIALOG_TITLE_ID} className={styles.title}>
              {t('dialogTitle')}
            </h2>
            <button type="button" className={styles.close} onClick={close}>
              <CloseIcon size={22} />
              <span className="visually-hidden">{t('close')}</span>
            </button>
          </div>
          <SearchCombobox
            inputId={inputId}
            variant="dialog"
            onNavigate={() => {
              // The pick takes the place of the dialog's own entry: Back then returns to the page it was opened on.
              const replace = markedEntry();
              hide();
              return replace;
            }}
          />
        </div>
      )}
    </div>
  );
}
