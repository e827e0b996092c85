import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Icon } from '../../components/icons';
import { words } from '../../content';
import { selectTheme, themeToggled } from './themeSlice';

/**
 * In the prerendered page too, so it is there at first paint: its look follows `html.dark`,
 * which the start-up script sets before paint, and that script also sets `aria-checked` before
 * the page hydrates. A tap before then is held and replayed (see app/earlyInput.ts).
 */
export function ThemeSwitch() {
  const dispatch = useAppDispatch();
  const isDark = useAppSelector(selectTheme) === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isDark}
      className="theme-switch"
      onClick={() => dispatch(themeToggled())}
    >
      <span className="theme-switch__track">
        <span className="theme-switch__knob">
          <Icon name="sun" className="theme-switch__light" />
          <Icon name="moon" className="theme-switch__dark" />
        </span>
      </span>
      <span>{words.darkTheme}</span>
    </button>
  );
}
