// @vitest-environment jsdom
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from './wizard-draft';
import { emptyValues } from './wizard-values';

beforeEach(() => localStorage.clear());

describe('wizard draft', () => {
  it('comes back after a reload with its dates as Date values', () => {
    saveDraft({ step: 3, values: { ...emptyValues(), title: 'Koffie', started_at: new Date(2030, 4, 1), expired_at: new Date(2030, 4, 9) } });
    const draft = loadDraft();
    expect(draft?.step).toBe(3);
    expect(draft?.values.title).toBe('Koffie');
    expect(draft?.values.started_at).toBeInstanceOf(Date);
    expect(draft?.values.started_at?.getDate()).toBe(1);
    expect(draft?.values.expired_at).toEqual(new Date(2030, 4, 9));
  });

  it("takes back the wizard's own not_started tick when the draft's start is no longer in the future; keeps the member's", () => {
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    saveDraft({ step: 3, values: { ...emptyValues(), started_at: today, not_started: true, not_started_auto: true } });
    expect(loadDraft()?.values).toMatchObject({ not_started: false, not_started_auto: false });
    saveDraft({ step: 3, values: { ...emptyValues(), started_at: yesterday, not_started: true, not_started_auto: false } });
    expect(loadDraft()?.values).toMatchObject({ not_started: true, not_started_auto: false });
    const later = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 2);
    saveDraft({ step: 3, values: { ...emptyValues(), started_at: later, not_started: true, not_started_auto: true } });
    expect(loadDraft()?.values).toMatchObject({ not_started: true, not_started_auto: true });
  });

  it('fills fields a draft lacks and ignores a broken one', () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 1, values: { title: 'Oud' } }));
    expect(loadDraft()?.values).toEqual({ ...emptyValues(), title: 'Oud' });
    localStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    clearDraft();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
