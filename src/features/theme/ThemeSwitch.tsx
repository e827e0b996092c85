import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Icon } from '../../components/icons';
import { useHydrated } from '../../lib/useHydrated';
import { selectTheme, themeToggled } from './themeSlice';

/** Rendered once scripts run: the prerendered page cannot know the saved theme or toggle it. */
export function ThemeSwitch() {
  const dispatch = useAppDispatch();
  const isDark = useAppSelector(selectTheme) === 'dark';
  if (!useHydrated()) return null;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isDark}
      className="theme-switch"
      onClick={() => dispatch(themeToggled())}
    >
      <Icon name={isDark ? 'moon' : 'sun'} />
      <span>Dark theme</span>
    </button>
  );
}
