/**
 * A résumé's contacts, from the words of its header and its contact section and the addresses its
 * words link to: the e-mail address, a phone number in international or national form, the owner's
 * web address, and profiles filed by the host of their address (a profile shown only as "GitHub"
 * is read from its link). Nothing is made up: each value is words or an address in the document.
 */
import { networkOf, usernameIn } from '../../content/profileNetworks';
import type { DocumentLine } from './documentLine';

export interface Contacts {
  email?: string;
  phone?: string;
  url?: string;
  profiles: { network: string; username?: string; url: string }[];
}

const emailPattern = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.\p{L}{2,}/u;
/** A phone: a plus or a digit, then digits in groups, eight digits at least, no year range. */
const phonePattern = /(?<![\p{L}\d])\+?\(?\d[\d\s()./-]{6,}\d(?![\p{L}\d])/u;
const addressPattern =
  /(?<![\p{L}\d@.])(?:https?:\/\/(?:[\p{L}\d-]+\.)+[a-z]{2,}|(?:[\p{L}\d-]+\.)+[a-z]{2,6}(?![\p{L}\d]))(?::\d+)?(?:\/[^\s,;|·•)]*)?/iu;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isPhone = (text: string) => {
  const digits = text.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 && !/^\s*\d{4}\s*[–-]\s*\d{4}\s*$/.test(text);
};

/** A web address as written, made whole (`github.com/x` → `https://github.com/x`). */
const wholeAddress = (text: string) => (/^https?:\/\//i.test(text) ? text : `https://${text}`);

/** The parts of a line that are contacts, read into `contacts`; what is left of the line. */
export function readContacts(line: DocumentLine, contacts: Contacts): string {
  let rest = line.text;
  // An address broken over two lines is known by its link: its pieces are no web address.
  for (const link of line.links.filter((href) => href.startsWith('mailto:')))
    for (const piece of rest.split(/\s+/))
      if (piece.length > 2 && link.includes(piece)) rest = rest.replace(piece, ' ');
  const take = (pattern: RegExp, keep: (found: string) => boolean) => {
    const found = pattern.exec(rest)?.[0];
    if (found && keep(found.trim())) rest = rest.replace(found, ' ');
  };
  take(emailPattern, (email) => {
    contacts.email ??= email;
    return true;
  });
  take(phonePattern, (phone) => {
    if (!isPhone(phone) || contacts.phone) return false;
    contacts.phone = phone;
    return true;
  });
  for (let found = 0; found < 4; found += 1)
    take(addressPattern, (address) => {
      if (!/[a-z]{2,}\.[a-z]{2,}|\//i.test(address) || /^\d/.test(address)) return false;
      addAddress(wholeAddress(address), contacts);
      return true;
    });
  for (const link of line.links) {
    if (link.startsWith('mailto:')) contacts.email ??= link.slice('mailto:'.length);
    else if (link.startsWith('tel:')) contacts.phone ??= link.slice('tel:'.length);
    else if (/^https?:\/\//i.test(link)) {
      const network = networkOf(link);
      // A linked name ("GitHub", the username) is the profile's address shown another way.
      const handle = link.replace(/\/+$/, '').split('/').at(-1) ?? '';
      for (const shown of [network?.name, handle].filter((word) => word && word.length > 1))
        rest = rest.replace(
          new RegExp(`(?<![\\p{L}\\d])${escape(shown!)}(?![\\p{L}\\d])`, 'iu'),
          ' ',
        );
      addAddress(link, contacts);
    }
  }
  if (rest === line.text) return rest;
  return rest
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s|·•,;:–—-]+|[\s|·•,;:–—-]+$/g, '')
    .trim();
}

function addAddress(href: string, contacts: Contacts) {
  const url = href.replace(/[.,;]+$/, '');
  const network = networkOf(url);
  const same = (known: string) => known.replace(/\/$/, '') === url.replace(/\/$/, '');
  if (network) {
    if (contacts.profiles.some((profile) => same(profile.url))) return;
    const username = usernameIn(network, url);
    contacts.profiles.push({ network: network.name, ...(username && { username }), url });
  } else if (!contacts.url) contacts.url = url;
}
