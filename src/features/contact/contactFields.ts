export interface ContactFields {
  name: string;
  email: string;
  company: string;
  message: string;
}

export type ContactField = keyof ContactFields;

export const emptyContactFields: ContactFields = { name: '', email: '', company: '', message: '' };

/** The longest message a visitor can send; the dialog counts down to it as they type. */
export const messageMaxLength = 5000;

export const requiredContactFields: readonly ContactField[] = ['name', 'email', 'message'];

export const hasRequiredContactFields = (fields: ContactFields): boolean =>
  requiredContactFields.every((field) => fields[field].trim() !== '');

export function trimContactFields(fields: ContactFields): ContactFields {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    company: fields.company.trim(),
    message: fields.message.trim(),
  };
}

/** A required field that holds only spaces: the browser's own check lets it through. */
export const isOnlySpaces = (value: string): boolean => value !== '' && value.trim() === '';
