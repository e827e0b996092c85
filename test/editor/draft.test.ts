import { changed, historyOf, redone, undone, valueAt, withValueAt } from '../../src/editor/draft';

describe('the editor’s draft', () => {
  const draft = { profile: { name: 'Noor' }, experience: [{ id: 'a' }, { id: 'b' }] };

  it('sets a value at a path, making what is missing and sharing the rest', () => {
    const next = withValueAt(draft, ['style', 'accent'], 'teal');
    expect(valueAt(next, ['style', 'accent'])).toBe('teal');
    expect(valueAt(next, ['profile'])).toBe(draft.profile);
    expect(draft).not.toHaveProperty('style');
  });

  it('removes a field left empty, and an item of a list', () => {
    expect(withValueAt(draft, ['profile', 'name'], undefined)).toEqual({ ...draft, profile: {} });
    expect(valueAt(withValueAt(draft, ['experience', 0], undefined), ['experience'])).toEqual([
      { id: 'b' },
    ]);
  });

  it('undoes typing in one field as one step, and another field’s change as its own', () => {
    let history = historyOf(draft);
    history = changed(history, withValueAt(draft, ['profile', 'name'], 'No'), 'profile.name', 0);
    history = changed(
      history,
      withValueAt(draft, ['profile', 'name'], 'Nora'),
      'profile.name',
      500,
    );
    history = changed(history, withValueAt(history.present, ['style'], {}), 'style', 700);
    history = undone(history);
    expect(valueAt(history.present, ['profile', 'name'])).toBe('Nora');
    history = undone(history);
    expect(history.present).toBe(draft);
    expect(undone(history)).toBe(history);
    history = redone(redone(history));
    expect(valueAt(history.present, ['style'])).toEqual({});
    expect(redone(history)).toBe(history);
  });
});
