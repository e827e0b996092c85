/**
 * A language's own name for itself, as a menu shows it: CLDR's, with its first letter in
 * capitals where the script has them ("Français", "Українська").
 */
export function nameInItself(tag: string): string {
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  const [first = '', ...rest] = name;
  return first.toLocaleUpperCase(tag) + rest.join('');
}
