/** @jest-environment node */
import { lookOf } from '../../../src/buildtime/look/look';
import {
  placeholderSvg,
  redrawnPlaceholder,
} from '../../../src/buildtime/documents/placeholderImages';

/** The letters a placeholder image draws. */
const drawnLetters = (svg: string) => /<text [^>]*>([^<]*)<\/text>/.exec(svg)?.[1];
const portrait = (name: string, language?: string) =>
  drawnLetters(placeholderSvg({ kind: 'portrait', text: name, language }, lookOf()));
const logo = (name: string, language?: string) =>
  drawnLetters(placeholderSvg({ kind: 'logo', text: name, language }, lookOf()));

describe("a portrait's initials, as the person writes them", () => {
  it.each([
    ['Ingrid Valtonen-Osei', 'en', 'IV'],
    ['Jean-Luc Picard', 'fr', 'JP'],
    ['Ludwig van Beethoven', 'de', 'LB'],
    ['Zofia Nowak-Kowalska', 'pl', 'ZN'],
    ['Олена Коваль-Шевченко', 'uk', 'ОК'],
    ['Nguyễn Văn An', 'vi', 'NA'],
    ['ilkay Yıldız', 'tr', 'İY'],
    ['Madonna', 'en', 'M'],
    ['अनीता शर्मा', 'hi', 'अश'],
    ['ליאור כהן-לוי', 'he', 'לכ'],
    ['ليلى حداد', 'ar', 'ل\u200cح'],
    ['سارا احمدی', 'fa', 'س\u200cا'],
    ['王小明', 'zh-Hans', '王'],
    ['山田 太郎', 'ja', '山'],
  ])('%s (%s) → %s', (name, language, expected) => {
    expect(portrait(name, language)).toBe(expected);
  });

  it('takes a whole letter, its vowel sign with it, never a mark alone', () => {
    expect(portrait('किरण राव', 'hi')).toBe('किरा');
  });
});

describe("a logo's monogram: first letters that read", () => {
  it.each([
    ['Data Engineering Award of the Year', 'en', 'DE'],
    ['University of Oslo', 'en', 'UO'],
    ['The Linux Foundation', 'en', 'LF'],
    ['Acme', 'en', 'AC'],
    ['Preis der Stadt Berlin', 'de', 'PS'],
    ['Premio de la Innovación', 'es', 'PI'],
    ['Prix de l’Innovation', 'fr', 'PI'],
    ['Nagroda im. Marii Skłodowskiej', 'pl', 'NM'],
    ['Премія за внесок у відкриті дані', 'uk', 'ПВ'],
    ['東京大学', 'ja', '東京'],
  ])('%s (%s) → %s', (name, language, expected) => {
    expect(logo(name, language)).toBe(expected);
  });

  it('skips English words in any language, since names are often English', () => {
    expect(logo('Award of the Year', 'de')).toBe('AY');
  });

  it('keeps its language when the build redraws it in another look', () => {
    const drawn = placeholderSvg(
      { kind: 'logo', text: 'Premio de la Innovación', language: 'es' },
      lookOf(),
    );
    expect(drawnLetters(redrawnPlaceholder(drawn, lookOf({ accent: '#f0f' }))!)).toBe('PI');
  });
});
