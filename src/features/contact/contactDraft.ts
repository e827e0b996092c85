import { safeStorage } from '../../lib/safeStorage';
import { contactFieldsFrom, emptyContactFields, type ContactFields } from './contactFields';

/** sessionStorage key of the unsent message: it survives a reload in this tab, and no longer. */
export const contactDraftKey = 'contact-draft';

const draftStorage = safeStorage('sessionStorage');

const isEmpty = (fields: ContactFields) => Object.values(fields).every((value) => value === '');

/** The draft saved in this tab, or empty fields when there is none or it cannot be read. */
export function loadContactDraft(): ContactFields {
  try {
    const saved: unknown = JSON.parse(draftStorage.get(contactDraftKey) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return emptyContactFields;
    const savedFields = saved as Partial<Record<keyof ContactFields, unknown>>;
    return contactFieldsFrom((field) => {
      const value = savedFields[field];
      return typeof value === 'string' ? value : '';
    });
  } catch {
    return emptyContactFields;
  }
}

/** Keeps the fields for a reload; empty fields (after a successful send) remove the draft. */
export function saveContactDraft(fields: ContactFields): void {
  if (isEmpty(fields)) draftStorage.remove(contactDraftKey);
  else draftStorage.set(contactDraftKey, JSON.stringify(fields));
}
