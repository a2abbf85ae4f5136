/** What the Tab key reaches (unless hidden or inert): a dialog's focus trap, the toasts' "next control". */
export const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
