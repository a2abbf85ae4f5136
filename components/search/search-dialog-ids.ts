/** The search dialog's element ids. */
export const SEARCH_DIALOG_ID = 'search-dialog';
export const SEARCH_DIALOG_TITLE_ID = 'search-dialog-title';
