import {
  educationSlice,
  selectIsUnitsOpen,
  unitsToggled,
} from '../../../src/features/education/educationSlice';

const { reducer } = educationSlice;

describe('education slice', () => {
  it('starts with every units list closed', () => {
    const state = reducer(undefined, { type: 'init' });
    expect(state).toEqual({ unitsOpen: {} });
    expect(selectIsUnitsOpen({ education: state }, 'any-units')).toBe(false);
  });

  it('opens a list, and closes it again, without touching the others', () => {
    const opened = reducer({ unitsOpen: { 'b-units': true } }, unitsToggled('a-units'));
    expect(opened).toEqual({ unitsOpen: { 'a-units': true, 'b-units': true } });
    expect(reducer(opened, unitsToggled('a-units'))).toEqual({
      unitsOpen: { 'a-units': false, 'b-units': true },
    });
  });

  it('selects the open state of one list', () => {
    const education = { unitsOpen: { 'a-units': true, 'b-units': false } };
    expect(selectIsUnitsOpen({ education }, 'a-units')).toBe(true);
    expect(selectIsUnitsOpen({ education }, 'b-units')).toBe(false);
  });
});
