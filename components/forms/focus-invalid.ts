/**
 * Where a failed check sends the keyboard: the first field marked invalid, in page order. A group of
 * radios or boxes takes no aria-invalid itself: its fieldset carries `data-invalid`, and the group's
 * checked radio (else its first control) takes the focus.
 */
const INVALID = '[aria-invalid="true"], fieldset[data-invalid]';

export function focusFirstInvalid(root: ParentNode | null): void {
  const first = root?.querySelector<HTMLElement>(INVALID);
  if (!first || first.matches('[aria-invalid="true"]')) return first?.focus();
  const controls = Array.from(first.querySelectorAll<HTMLInputElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])'));
  (controls.find((control) => control.type === 'radio' && control.checked) ?? controls[0])?.focus();
}
