'use client';

import { useTranslations } from '#i18n';
import { useDialog } from '@/lib/stores/dialogs';
import { MAIN_MENU_ID } from '@/components/dialogs/main-menu-ids';
import { CloseIcon } from '@/components/icons/close';
import { MenuIcon } from '@/components/icons/menu';

/** The header's hamburger: opens and closes the main menu dialog. */
export default function MenuToggle({ className }: { className?: string }) {
  const t = useTranslations('Header');
  const menu = useDialog('main-menu');
  return (
    <button
      type="button"
      className={className}
      aria-expanded={menu.open}
      aria-controls={MAIN_MENU_ID}
      aria-haspopup="dialog"
      onClick={() => menu.toggle()}
      data-main-menu-toggle=""
    >
      {menu.open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
      <span className="visually-hidden">{t('menu')}</span>
    </button>
  );
}
