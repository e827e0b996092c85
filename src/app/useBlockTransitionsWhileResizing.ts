import { useEffect } from 'react';

const resizeBlockMs = 250;

/** Marks <html> as resizing until 250 ms after the last resize event; the CSS turns transitions off meanwhile. */
export function useBlockTransitionsWhileResizing(): void {
  useEffect(() => {
    const root = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      root.classList.add('resizing');
      clearTimeout(timer);
      timer = setTimeout(() => root.classList.remove('resizing'), resizeBlockMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
      root.classList.remove('resizing');
    };
  }, []);
}
