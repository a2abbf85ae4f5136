import { notStartedFor } from './wizard-dates';
import { emptyValues, type WizardValues } from './wizard-values';

/** Where the draft is kept (docs/post-wizard.md): one per browser, shared by the page and the dialog. */
export const DRAFT_KEY = 'post-form-draft';
const DATE_FIELDS = new Set(['started_at', 'expired_at']);

export type WizardDraft = { step: number; values: WizardValues };

/** JSON turns Dates into ISO strings; the date fields come back as Dates. */
function reviveDates(key: string, value: unknown): unknown {
  if (DATE_FIELDS.has(key) && typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return value;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (private mode, blocked cookies): the wizard works without a draft.
    return null;
  }
}

export function loadDraft(): WizardDraft | null {
  const raw = storage()?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw, reviveDates) as Partial<WizardDraft> | null;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.values !== 'object' || parsed.values === null) return null;
    // Fields added since the draft was written take their defaults (an older draft's tick is the member's).
    const values: WizardValues = { ...emptyValues(), ...parsed.values };
    // A draft from an earlier day: the wizard's own tick follows a start that is now today or past.
    if (values.not_started === true && values.not_started_auto === true) {
      Object.assign(values, notStartedFor(values, values.started_at instanceof Date ? values.started_at : null));
    }
    return { step: typeof parsed.step === 'number' && parsed.step >= 0 ? parsed.step : 0, values };
  } catch {
    return null;
  }
}

export function saveDraft(draft: WizardDraft): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full storage only loses the draft, never the form.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // See saveDraft.
  }
}

/** Whether a draft holds anything of the member's: a step past the first or a value of their own. */
export function hasDraftContent(draft: WizardDraft | null): boolean {
  return draft !== null && (draft.step > 0 || JSON.stringify(draft.values) !== JSON.stringify(emptyValues()));
}
