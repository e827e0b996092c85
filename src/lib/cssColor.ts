import Color from 'colorjs.io';

/** Whether the text is a CSS colour: hex, rgb(), hsl(), oklch(), a name and the rest. */
export function isCssColor(value: string): boolean {
  try {
    new Color(value);
    return true;
  } catch {
    return false;
  }
}
