import { makeStore } from '../../../src/app/store';
import { education } from '../../../src/content';
import { selectIsUnitsOpen, unitsToggled } from '../../../src/features/education/educationSlice';

const [first, second] = education.map((entry) => entry.unitsListId) as [string, string];

describe('education slice', () => {
  it('starts with every units list closed', () => {
    const state = makeStore().getState();
    expect(selectIsUnitsOpen(state, first)).toBe(false);
    expect(selectIsUnitsOpen(state, second)).toBe(false);
  });

  it('toggles one list without touching the other', () => {
    const store = makeStore();
    store.dispatch(unitsToggled(first));
    expect(selectIsUnitsOpen(store.getState(), first)).toBe(true);
    expect(selectIsUnitsOpen(store.getState(), second)).toBe(false);

    store.dispatch(unitsToggled(second));
    store.dispatch(unitsToggled(first));
    expect(selectIsUnitsOpen(store.getState(), first)).toBe(false);
    expect(selectIsUnitsOpen(store.getState(), second)).toBe(true);
  });

  it('names its action as an event for Redux DevTools', () => {
    expect(unitsToggled(first).type).toBe('education/unitsToggled');
  });
});
