/** The main menu dialog's element id, for the toggle's aria-controls. */
export const MAIN_MENU_ID = 'main-menu';
export const MAIN_MENU_TITLE_ID = 'main-menu-title';
