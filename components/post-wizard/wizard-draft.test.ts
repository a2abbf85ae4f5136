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

  it('fills fields a draft lacks and ignores a broken one', () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 1, values: { title: 'Oud' } }));
    expect(loadDraft()?.values).toEqual({ ...emptyValues(), title: 'Oud' });
    localStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    clearDraft();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
