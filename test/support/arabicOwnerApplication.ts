/**
 * The application tests' owner: in Arabic with German and English translations, a fixture of the
 * suite's own, and a German letter to send with its résumé.
 */
import path from 'node:path';
import { loadLanguage } from '../../src/buildtime/content/languages';

export const contentFile = path.join(__dirname, '../fixtures/arabic-owner/portfolio.json');

/** The interface words of a language the build has, or the problem that stops it. */
export const catalogOf = (tag: string) => {
  const language = loadLanguage(tag);
  if ('problems' in language) throw new Error(language.problems.join('\n'));
  return language.catalog;
};

export const germanLetter = {
  to: ['Personalabteilung', 'Nordvik Data Oy'],
  date: '2026-11-25',
  subject: 'Bewerbung als Frontend-Entwicklerin',
  greeting: 'Sehr geehrte Damen und Herren,',
  body: ['mit großem Interesse habe ich Ihre Ausschreibung gelesen.', 'Ich freue mich.'],
  closing: 'Mit freundlichen Grüßen',
};
