/**
 * The editor's list of applications: each one's state set from the list and dated today, and its
 * next step saved, by role and accessible name in the editor's words.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrackedApplications } from '../../../src/editor/applications/TrackedApplications';
import { applicationApi, type Standing } from '../../../src/editor/applications/applicationApi';
import { fillIn } from '../../../src/i18n/words';
import { localDay } from '../../../src/lib/localDay';
import words from '../../../src/editor/words.json';

const text = words.applications;
const applications: Standing[] = [
  {
    id: 'call-soon',
    state: 'interview',
    date: '2026-11-20',
    next: { step: 'Call back', date: '2026-11-28' },
  },
  { id: 'waiting', state: 'sent', date: '2026-11-10' },
];

const track = jest.spyOn(applicationApi, 'track');
const onSaved = jest.fn();
beforeEach(() => {
  track.mockReset().mockResolvedValue({ applications });
  onSaved.mockReset();
  render(
    <TrackedApplications
      applications={applications}
      addressOf={(id) => `?id=${id}`}
      onSaved={onSaved}
    />,
  );
});

describe("the editor's list of applications", () => {
  it('lists each in the order given, with where it stands and since when', () => {
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual([
      'call-soon',
      'waiting',
    ]);
    const state = screen.getByRole('combobox', { name: fillIn(text.stateOf, { id: 'waiting' }) });
    expect(within(state).getByRole('option', { name: text.states.sent })).toHaveProperty(
      'selected',
      true,
    );
    expect(within(items[1]!).getByText(fillIn(text.since, { date: '2026-11-10' }))).toBeVisible();
  });

  it('records a state chosen, dated today, and passes on the list as it stands then', async () => {
    const user = userEvent.setup();
    const state = screen.getByRole('combobox', { name: fillIn(text.stateOf, { id: 'waiting' }) });
    await user.selectOptions(
      state,
      within(state).getByRole('option', { name: text.states.interview }),
    );
    expect(track).toHaveBeenCalledWith('waiting', { state: 'interview', today: localDay() });
    expect(onSaved).toHaveBeenCalledWith({ applications });
  });

  it('saves the next step and its day, and none when its text is emptied', async () => {
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: fillIn(text.nextStepOf, { id: 'waiting' }) });
    await user.type(within(form).getByRole('textbox', { name: text.nextStep }), 'Write to Anna');
    await user.type(within(form).getByLabelText(text.nextStepDate), '2026-12-03');
    await user.click(within(form).getByRole('button', { name: text.saveNextStep }));
    expect(track).toHaveBeenLastCalledWith('waiting', {
      next: { step: 'Write to Anna', date: '2026-12-03' },
    });
    const first = screen.getByRole('form', { name: fillIn(text.nextStepOf, { id: 'call-soon' }) });
    await user.clear(within(first).getByRole('textbox', { name: text.nextStep }));
    await user.click(within(first).getByRole('button', { name: text.saveNextStep }));
    expect(track).toHaveBeenLastCalledWith('call-soon', { next: null });
  });
});
