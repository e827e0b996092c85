import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Icon } from '../../components/icons';
import { selectTheme, themeToggled } from './themeSlice';

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
      <Icon name={isDark ? 'moon' : 'sun'} />
      <span>Dark theme</span>
    </button>
  );
}
